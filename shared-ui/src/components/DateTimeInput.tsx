/**
 * A date and a time of day, typed as Indian users write them: the date DD/MM/YYYY (DateInput)
 * and beside it the time on a 24-hour clock, HH:MM ("6:30 pm" and "18.30" are read too). The
 * browser's date-time input showed mm/dd/yyyy and a 12-hour clock in the browser's language.
 * Its value is the form's "YYYY-MM-DDTHH:MM" (a datetime-local value); while either part is not
 * whole, the value is what was typed, which no date rule accepts, so the form says so in words.
 */
import { Flex, Input } from 'antd';
import { useState } from 'react';
import { DateInput, displayToIso } from '@portal/shared-ui/components/DateInput';

const LOCAL = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;
const TIME = /^(\d{1,2})(?:[:.](\d{2}))?\s*([ap])?\.?\s*(?:m\.?)?$/i;

/** "18:30", "6:30 pm", "6.30PM", "7 am" -> "HH:MM" on a 24-hour clock, or null. */
export function timeOfDay(text: string): string | null {
  const m = TIME.exec(text.trim());
  if (!m) return null;
  let hours = Number(m[1]);
  const minutes = Number(m[2] ?? '0');
  const half = m[3]?.toLowerCase();
  if (!m[2] && !half) return null;
  if (half) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (half === 'p' ? 12 : 0);
  }
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

export interface DateTimeInputProps {
  id?: string;
  /** "YYYY-MM-DDTHH:MM", empty, or the text typed so far. */
  value?: string;
  onChange?: (value: string) => void;
  /** The time field's name for assistive technology (the date field takes the form label). */
  timeLabel: string;
  disabled?: boolean;
  'aria-invalid'?: boolean | 'true' | 'false';
}

function partsOf(value: string | undefined): { date: string; time: string } {
  const m = LOCAL.exec(value ?? '');
  if (m) return { date: m[1]!, time: m[2]! };
  const [date = '', time = ''] = (value ?? '').split('T');
  return { date, time };
}

export function DateTimeInput({ id, value, onChange, timeLabel, disabled, ...rest }: DateTimeInputProps) {
  // The parts as typed; kept while they still mean the form's value.
  const [typed, setTyped] = useState<{ date: string; time: string } | null>(null);
  const combine = (date: string, time: string) => {
    if (!date.trim() && !time.trim()) return '';
    return `${displayToIso(date) ?? date.trim()}T${timeOfDay(time) ?? time.trim()}`;
  };
  const parts = typed && combine(typed.date, typed.time) === (value ?? '') ? typed : partsOf(value);
  const change = (next: { date: string; time: string }) => {
    setTyped(next);
    onChange?.(combine(next.date, next.time));
  };
  return (
    <Flex gap={8} wrap>
      <DateInput
        {...rest}
        id={id}
        disabled={disabled}
        style={{ width: 150 }}
        value={parts.date}
        onChange={(date) => change({ date, time: parts.time })}
      />
      <Input
        aria-label={timeLabel}
        aria-invalid={rest['aria-invalid']}
        disabled={disabled}
        inputMode="numeric"
        autoComplete="off"
        placeholder="HH:MM"
        style={{ width: 100 }}
        value={parts.time}
        onChange={(e) => change({ date: parts.date, time: e.target.value })}
      />
    </Flex>
  );
}
