/**
 * A choice from a fixed list as the browser's own <select>, in antd Select's look (theme tokens),
 * for a Form.Item: it receives the item's id, value, onChange and aria attributes. For light
 * screens: antd's Select brings its search, virtual list and overflow engine (~27 KB gzip), while a
 * native select is the phone's own picker, jumps to an option as letters are typed, and needs no
 * script to be accessible.
 */
import { Form, theme } from 'antd';
import type { CSSProperties, SelectHTMLAttributes } from 'react';
import '@portal/shared-ui/styles/native-select.css';

export interface NativeSelectOption {
  value: string;
  label: string;
}

export interface NativeSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> {
  value?: string | null;
  /** The chosen value, or undefined for the placeholder (nothing chosen). */
  onChange?: (value: string | undefined) => void;
  options: readonly NativeSelectOption[];
  /** The first, empty choice ("Select your country"). */
  placeholder: string;
}

export function NativeSelect({ value, onChange, options, placeholder, className, style, ...rest }: NativeSelectProps) {
  const { status } = Form.Item.useStatus();
  const { token } = theme.useToken();
  const colours = {
    '--select-border': token.colorBorder,
    '--select-hover': token.colorPrimaryHover,
    '--select-focus': token.colorPrimary,
    '--select-outline': token.controlOutline,
    '--select-error': token.colorError,
    '--select-error-outline': token.colorErrorOutline,
    '--select-text': token.colorText,
    '--select-placeholder': token.colorTextPlaceholder,
    '--select-bg': token.colorBgContainer,
    '--select-disabled-bg': token.colorBgContainerDisabled,
    '--select-disabled-text': token.colorTextDisabled,
    '--select-radius': `${token.borderRadius}px`,
    '--select-height': `${token.controlHeight}px`,
  } as CSSProperties;
  return (
    <select
      {...rest}
      className={['portal-native-select', status === 'error' && 'portal-native-select--error', className].filter(Boolean).join(' ')}
      data-empty={!value || undefined}
      value={value ?? ''}
      onChange={(event) => onChange?.(event.target.value || undefined)}
      style={{ ...colours, ...style }}
    >
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
