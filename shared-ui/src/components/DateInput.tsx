/**
 * A date field typed and shown as DD/MM/YYYY, the way Indian users write dates (the
 * browser's date input showed mm/dd/yyyy to them). Its value is the form's YYYY-MM-DD; while the
 * text is not a whole date the value is that text, so the form's date rule refuses it in words.
 * Also accepts 26-11-2026, 26.11.2026 and 2026-11-26 as typed or pasted.
 */
import { Input, type InputProps } from 'antd';
import { useState } from 'react';

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const INDIAN = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

/** "2026-11-26" -> "26/11/2026"; anything else as it is. */
export function isoToDisplay(value: string | null | undefined): string {
  const m = ISO.exec(value ?? '');
  return m ? `${m[3]}/${m[2]}/${m[1]}` : (value ?? '');
}

/** "26/11/2026" (or 26-11-2026, 26.11.2026, 2026-11-26) -> "2026-11-26" when it is a real day, else null. */
export function displayToIso(text: string): string | null {
  const t = text.trim();
  const iso = ISO.exec(t);
  const m = iso ? [iso[3], iso[2], iso[1]] : INDIAN.exec(t)?.slice(1, 4);
  if (!m) return null;
  const [d, mo, y] = m.map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return `${y}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

export interface DateInputProps extends Omit<InputProps, 'value' | 'onChange' | 'type'> {
  /** YYYY-MM-DD, or the text typed so far. */
  value?: string;
  onChange?: (value: string) => void;
}

export function DateInput({ value, onChange, placeholder = 'DD/MM/YYYY', ...rest }: DateInputProps) {
  // The text as typed; shown while it still means the form's value.
  const [typed, setTyped] = useState<string | null>(null);
  const shown = typed !== null && (displayToIso(typed) ?? typed) === (value ?? '') ? typed : isoToDisplay(value);
  return (
    <Input
      {...rest}
      inputMode="numeric"
      autoComplete="off"
      placeholder={placeholder}
      value={shown}
      onChange={(e) => {
        const text = e.target.value;
        setTyped(text);
        onChange?.(text.trim() ? (displayToIso(text) ?? text) : '');
      }}
    />
  );
}
