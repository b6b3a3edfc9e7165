/**
 * antd Card's look (container background, secondary border, large radius, and its head bar when
 * there is a title) drawn from the theme's tokens, without Card itself: Card always imports Tabs
 * (with Menu and Dropdown), ~20 KB gzip that a light screen (/onboarding, /dashboard, /profile:
 * 300 KB budget) cannot afford. Takes Card's simple props (title, size, styles.body), so a
 * screen swaps one for the other; use Card when a screen needs its actions, tabs or cover.
 */
import { theme } from 'antd';
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';

export interface PanelProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  children?: ReactNode;
  /** The head bar's content, as Card's `title`. */
  title?: ReactNode;
  /** Card's sizes: 'small' has the tighter padding. */
  size?: 'default' | 'small';
  /** As Card's `styles.body` (e.g. its padding; antd Card's by default). */
  styles?: { body?: CSSProperties };
}

export function Panel({ children, title, size = 'default', styles, style, className, ...rest }: PanelProps) {
  const { token } = theme.useToken();
  const gutter = size === 'small' ? token.paddingSM : token.paddingLG;
  const border = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  return (
    <div
      {...rest}
      className={className ? `portal-panel ${className}` : 'portal-panel'}
      style={{
        boxSizing: 'border-box',
        background: token.colorBgContainer,
        border,
        borderRadius: token.borderRadiusLG,
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        fontFamily: token.fontFamily,
        ...style,
      }}
    >
      {title !== undefined && (
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            minHeight: size === 'small' ? 38 : 56,
            padding: `0 ${gutter}px`,
            borderBottom: border,
            color: token.colorTextHeading,
            fontWeight: token.fontWeightStrong,
            fontSize: token.fontSizeLG,
          }}
        >
          <div style={{ flex: 1, minWidth: 0 }}>{title}</div>
        </div>
      )}
      <div style={{ padding: gutter, ...styles?.body }}>{children}</div>
    </div>
  );
}
