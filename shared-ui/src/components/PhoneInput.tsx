/**
 * Phone number input of SPEC §2 and §5: the country's dial code is a fixed prefix at the
 * start ("+91 "), only digits can follow, and the caret never enters the prefix. For a
 * country without a dial code ('Other', or none chosen yet) it takes an optional leading
 * plus and digits. The value handed to onChange is always the full number, e.g.
 * "+91 9876543210", normalised with the domain's withDialCode.
 */
// The plain field only: antd's `Input` namespace also brings TextArea, Password, Search and OTP.
import Input, { type InputRef } from 'antd/es/input/Input';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useReducer,
  useRef,
  type ChangeEvent,
  type FocusEvent,
  type KeyboardEvent,
  type Ref,
  type SyntheticEvent,
} from 'react';
import { COUNTRIES, dialCodeFor } from '@portal/domain/constants';
import { compactPhone, withDialCode } from '@portal/domain/phone-format';

export const PHONE_EXAMPLE = '+91 9876543210';

export interface PhoneInputProps {
  /** Country name as in the domain COUNTRIES list; decides the fixed dial-code prefix. */
  country?: string | null;
  /** The full number, e.g. "+91 9876543210". */
  value?: string | null;
  onChange?: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
  'aria-label'?: string;
  status?: '' | 'error' | 'warning';
  disabled?: boolean;
  placeholder?: string;
  autoFocus?: boolean;
  name?: string;
  /** The antd InputRef (focus, blur, input), so a form can focus the field with an error. */
  ref?: Ref<InputRef>;
}

// Longest first, so "+971" wins over a shorter code that happens to match.
const KNOWN_DIAL_CODES = [...new Set(COUNTRIES.map((c) => c.dialCode).filter(Boolean))].sort((a, b) => b.length - a.length);

/**
 * The digits the person typed after the dial code. A value that does not start with the
 * current country's code (the country was just changed, or the value came from elsewhere)
 * loses whichever known code it starts with, so the local digits survive a country switch.
 */
export function localDigitsOf(country: string | null | undefined, value: string | null | undefined): string {
  const compact = compactPhone(value);
  const dial = dialCodeFor(country);
  if (dial && compact.startsWith(dial)) return compact.slice(dial.length).replace(/\D/g, '');
  if (compact.startsWith('+')) {
    const known = KNOWN_DIAL_CODES.find((code) => compact.startsWith(code));
    if (known) return compact.slice(known.length).replace(/\D/g, '');
    // "+<code> <digits>" with a code we do not know: the part before the first space is the code.
    const spaced = (value ?? '').trim().match(/^\+\d+\s+(.*)$/);
    if (spaced?.[1] !== undefined) return spaced[1].replace(/\D/g, '');
  }
  return compact.replace(/\D/g, '');
}

/** The full value for a country and its local digits: "+91 98765…", or "+digits" without a code. */
export function composePhone(country: string | null | undefined, digits: string): string {
  const dial = dialCodeFor(country);
  return dial ? `${dial} ${digits}` : withDialCode(country, digits);
}

/** Text typed or pasted into the local part: a pasted full number loses its own dial code. */
function insertedDigits(dial: string, text: string): string {
  const compact = compactPhone(text);
  if (dial && compact.startsWith(dial)) return compact.slice(dial.length).replace(/\D/g, '');
  return compact.replace(/\D/g, '');
}

function commonPrefixLength(a: string, b: string): number {
  const max = Math.min(a.length, b.length);
  let i = 0;
  while (i < max && a[i] === b[i]) i += 1;
  return i;
}

function commonSuffixLength(a: string, b: string, limit: number): number {
  let i = 0;
  while (i < limit && a[a.length - 1 - i] === b[b.length - 1 - i]) i += 1;
  return i;
}

export function PhoneInput({ country, value, onChange, onBlur, status, placeholder = PHONE_EXAMPLE, ref, ...rest }: PhoneInputProps) {
  const inputRef = useRef<InputRef | null>(null);
  const setInputRef = useCallback(
    (node: InputRef | null) => {
      inputRef.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  const pendingCaret = useRef<number | null>(null);
  // Re-render after every edit, even one that changes nothing (a letter), so the caret is put back.
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const dial = dialCodeFor(country);
  const prefix = dial ? `${dial} ` : '';
  const prefixLength = prefix.length;
  const digits = localDigitsOf(country, value);
  const display = dial ? `${prefix}${digits}` : withDialCode(country, value);

  // A country switch keeps the local digits under the new prefix (SPEC §5: the phone is
  // forced to begin with the country's dial code). Only on a switch, so mounting never
  // marks the field as changed.
  const lastCountry = useRef(country);
  useEffect(() => {
    if (lastCountry.current === country) return;
    const previous = lastCountry.current;
    lastCountry.current = country;
    const local = localDigitsOf(previous, value);
    const next = composePhone(country, local);
    if (next !== (value ?? '') && (local || value)) onChange?.(next);
  }, [country, value, onChange]);

  useLayoutEffect(() => {
    const caret = pendingCaret.current;
    const input = inputRef.current?.input;
    if (caret === null || !input) return;
    pendingCaret.current = null;
    if (input.ownerDocument.activeElement === input) input.setSelectionRange(caret, caret);
  });

  function clampSelection(input: HTMLInputElement) {
    if (!prefixLength) return;
    const start = input.selectionStart ?? prefixLength;
    const end = input.selectionEnd ?? prefixLength;
    if (start >= prefixLength && end >= prefixLength) return;
    input.setSelectionRange(Math.max(start, prefixLength), Math.max(end, prefixLength), input.selectionDirection ?? undefined);
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const raw = event.target.value;
    const rawCaret = event.target.selectionStart ?? raw.length;
    if (!dial) {
      const next = withDialCode(country, raw);
      // The caret stays after the same kept character.
      const before = raw.slice(0, rawCaret);
      const kept = withDialCode(country, before).length;
      pendingCaret.current = Math.min(kept, next.length);
      rerender();
      onChange?.(next);
      return;
    }
    // What changed between the shown value and the edited one: [start, prevEnd) of the old
    // text was replaced by raw[start, rawEnd). Whatever touched the prefix is ignored.
    const start = commonPrefixLength(display, raw);
    const suffix = commonSuffixLength(display, raw, Math.min(display.length, raw.length) - start);
    const removedFrom = Math.max(start, prefixLength) - prefixLength;
    const removedTo = Math.max(display.length - suffix, prefixLength) - prefixLength;
    const inserted = insertedDigits(dial, raw.slice(start, raw.length - suffix));
    const local = digits.slice(0, removedFrom) + inserted + digits.slice(Math.max(removedTo, removedFrom));
    pendingCaret.current = prefixLength + removedFrom + inserted.length;
    const next = `${prefix}${local}`;
    if (next === display) {
      // Nothing kept (a letter, or an edit inside the prefix): put the caret back where it was.
      pendingCaret.current = Math.max(prefixLength, Math.min(rawCaret - (raw.length - display.length), display.length));
    }
    rerender();
    onChange?.(next);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!prefixLength) return;
    const input = event.currentTarget;
    const start = input.selectionStart ?? 0;
    const end = input.selectionEnd ?? 0;
    const collapsed = start === end;
    switch (event.key) {
      case 'Backspace':
        if (collapsed && start <= prefixLength) event.preventDefault();
        break;
      case 'Delete':
        if (collapsed && start < prefixLength) event.preventDefault();
        break;
      case 'ArrowLeft':
        // Moving (or extending a selection) further left from the boundary would enter the prefix.
        if (start <= prefixLength && (collapsed || (event.shiftKey && input.selectionDirection === 'backward'))) {
          event.preventDefault();
        }
        break;
      case 'Home':
      case 'ArrowUp':
      case 'PageUp':
        event.preventDefault();
        if (event.shiftKey) input.setSelectionRange(prefixLength, Math.max(end, prefixLength), 'backward');
        else input.setSelectionRange(prefixLength, prefixLength);
        break;
      default:
        break;
    }
  }

  function handleSelectionEvent(event: SyntheticEvent<HTMLInputElement>) {
    clampSelection(event.currentTarget);
  }

  function handleFocus(event: FocusEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    clampSelection(input);
    // Browsers place the caret after the focus event (on mouseup); check again once they did.
    setTimeout(() => {
      if (input.ownerDocument.activeElement === input) clampSelection(input);
    }, 0);
  }

  return (
    <Input
      {...rest}
      ref={setInputRef}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      value={display}
      placeholder={placeholder}
      status={status}
      onChange={handleChange}
      onKeyDown={handleKeyDown}
      onFocus={handleFocus}
      onBlur={onBlur}
      onClick={handleSelectionEvent}
      onMouseUp={handleSelectionEvent}
      onSelect={handleSelectionEvent}
    />
  );
}
