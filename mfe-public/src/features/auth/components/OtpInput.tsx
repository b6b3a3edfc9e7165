/**
 * Six (OTP_LENGTH) one-digit boxes for a one-time code (SPEC §5): one digit per box, typing
 * advances, Backspace on an empty box goes back, arrows move, and a pasted or autofilled code
 * (even "123 456") fills the boxes from the first and, when whole, is handed to `onComplete`.
 */
import { useRef, useState, type ChangeEvent, type ClipboardEvent, type KeyboardEvent } from 'react';
import { OTP_LENGTH } from '@portal/domain/constants';

export interface OtpInputProps {
  /** The digits entered so far, in box order; '' clears every box. */
  value: string;
  onChange(value: string): void;
  length?: number;
  /** id of the first box, so a <label htmlFor> focuses it. */
  id?: string;
  /** Accessible name of the group of boxes. */
  label?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  invalid?: boolean;
  /** id of an element describing the boxes (hint or error). */
  describedBy?: string;
  /** Box name for "Digit N of 6" labels. */
  digitLabel?(n: number, total: number): string;
  /** A whole code arrived at once (pasted or autofilled): the caller may submit it. */
  onComplete?(code: string): void;
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

function toCells(value: string, length: number): string[] {
  const digits = digitsOf(value).slice(0, length);
  return Array.from({ length }, (_, i) => digits[i] ?? '');
}

const defaultDigitLabel = (n: number, total: number) => `Digit ${n} of ${total}`;

export function OtpInput({
  value,
  onChange,
  length = OTP_LENGTH,
  id,
  label = 'One-time password',
  disabled,
  autoFocus,
  invalid,
  describedBy,
  digitLabel = defaultDigitLabel,
  onComplete,
}: OtpInputProps) {
  const [cells, setCells] = useState(() => toCells(value, length));
  const refs = useRef<(HTMLInputElement | null)[]>([]);

  // Follow the parent when it sets a value this component did not emit (e.g. a reset to ''):
  // adjusted while rendering, when the value changes, so no effect re-renders after the fact.
  const [seenValue, setSeenValue] = useState(value);
  if (value !== seenValue) {
    setSeenValue(value);
    if (value !== cells.join('')) setCells(toCells(value, length));
  }

  function focusBox(index: number) {
    const box = refs.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  }

  function commit(next: string[]) {
    setCells(next);
    onChange(next.join(''));
  }

  function setDigit(index: number, digit: string) {
    const next = [...cells];
    next[index] = digit;
    commit(next);
    if (digit && index < length - 1) focusBox(index + 1);
  }

  /** A whole code (paste, SMS/e-mail autofill): fill from the first box. */
  function fillFromStart(text: string) {
    const digits = digitsOf(text).slice(0, length);
    if (!digits) return;
    const next = Array.from({ length }, (_, i) => digits[i] ?? '');
    commit(next);
    focusBox(Math.min(digits.length, length - 1));
    if (digits.length === length) onComplete?.(digits);
  }

  function onKeyDown(index: number, e: KeyboardEvent<HTMLInputElement>) {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const { key } = e;
    if (/^\d$/.test(key)) {
      e.preventDefault();
      setDigit(index, key);
    } else if (key === 'Backspace') {
      e.preventDefault();
      if (cells[index]) setDigit(index, '');
      else if (index > 0) {
        const next = [...cells];
        next[index - 1] = '';
        commit(next);
        focusBox(index - 1);
      }
    } else if (key === 'Delete') {
      e.preventDefault();
      if (cells[index]) setDigit(index, '');
    } else if (key === 'ArrowLeft' || key === 'ArrowUp') {
      e.preventDefault();
      focusBox(index - 1);
    } else if (key === 'ArrowRight' || key === 'ArrowDown') {
      e.preventDefault();
      focusBox(index + 1);
    } else if (key === 'Home') {
      e.preventDefault();
      focusBox(0);
    } else if (key === 'End') {
      e.preventDefault();
      focusBox(length - 1);
    } else if (key.length === 1) {
      // Any other printable character is not a digit: ignore it.
      e.preventDefault();
    }
  }

  /** Input that bypassed keydown: mobile keyboards, autofill, IME, drag and drop. */
  function onInputChange(index: number, e: ChangeEvent<HTMLInputElement>) {
    const raw = e.target.value;
    const digits = digitsOf(raw);
    if (!raw) {
      setDigit(index, '');
      return;
    }
    if (!digits) return; // non-digits only: keep the box as it was
    if (digits.length >= length) {
      fillFromStart(digits);
      return;
    }
    if (digits.length === 1) {
      if (digits === cells[index] && raw.length > 1) return; // a non-digit typed next to the digit
      setDigit(index, digits);
      return;
    }
    const previous = cells[index] ?? '';
    if (digits.length === 2 && previous) {
      // Typed over an existing digit without selecting it: keep the new one.
      setDigit(index, raw.startsWith(previous) ? digits[1]! : digits[0]!);
      return;
    }
    // Several digits at once (partial autofill or paste without a paste event): fill from this box on.
    const next = [...cells];
    for (let i = 0; i < digits.length && index + i < length; i++) next[index + i] = digits[i]!;
    commit(next);
    focusBox(index + digits.length);
  }

  function onPaste(e: ClipboardEvent<HTMLInputElement>) {
    e.preventDefault();
    fillFromStart(e.clipboardData.getData('text'));
  }

  return (
    <div className="otp" role="group" aria-label={label}>
      {cells.map((digit, i) => (
        <input
          key={i}
          ref={(el) => {
            refs.current[i] = el;
          }}
          id={i === 0 ? id : undefined}
          className={`otp__box${digit ? ' otp__box--filled' : ''}${invalid ? ' otp__box--invalid' : ''}`}
          type="text"
          inputMode="numeric"
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          aria-label={digitLabel(i + 1, length)}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          value={digit}
          disabled={disabled}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- passes on the caller's choice (OtpStep) to the first box
          autoFocus={autoFocus && i === 0}
          onChange={(e) => onInputChange(i, e)}
          onKeyDown={(e) => onKeyDown(i, e)}
          onPaste={onPaste}
          onFocus={(e) => e.currentTarget.select()}
        />
      ))}
    </div>
  );
}
