import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { DateTimeInput, timeOfDay } from './DateTimeInput';

function Field({ initial = '', onValue }: { initial?: string; onValue?: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="starts">Starts (India time, IST)</label>
      <DateTimeInput
        id="starts"
        timeLabel="Starts, time of day"
        value={value}
        onChange={(v) => {
          setValue(v);
          onValue?.(v);
        }}
      />
    </>
  );
}

describe('DateTimeInput (a date as DD/MM/YYYY and a 24-hour time beside it)', () => {
  it('shows the form value YYYY-MM-DDTHH:MM as DD/MM/YYYY and HH:MM, never the browser’s mm/dd/yyyy', () => {
    render(<Field initial="2027-01-12T18:30" />);
    const date = screen.getByLabelText('Starts (India time, IST)');
    const time = screen.getByLabelText('Starts, time of day');
    expect(date).toHaveValue('12/01/2027');
    expect(date).toHaveAttribute('placeholder', 'DD/MM/YYYY');
    expect(time).toHaveValue('18:30');
    expect(time).toHaveAttribute('placeholder', 'HH:MM');
    for (const field of [date, time]) {
      expect(field).not.toHaveAttribute('type', 'datetime-local');
      expect(field).not.toHaveAttribute('type', 'date');
    }
  });

  it('gives the form YYYY-MM-DDTHH:MM once both parts are whole, and the text typed until then', () => {
    const values: string[] = [];
    render(<Field onValue={(v) => values.push(v)} />);
    const date = screen.getByLabelText('Starts (India time, IST)');
    const time = screen.getByLabelText('Starts, time of day');
    fireEvent.change(date, { target: { value: '12/01/2027' } });
    expect(values.at(-1)).toBe('2027-01-12T');
    fireEvent.change(time, { target: { value: '6:30 pm' } });
    expect(values.at(-1)).toBe('2027-01-12T18:30');
    // What was typed stays as typed.
    expect(date).toHaveValue('12/01/2027');
    expect(time).toHaveValue('6:30 pm');
    fireEvent.change(date, { target: { value: '31/02/2027' } });
    expect(values.at(-1)).toBe('31/02/2027T18:30');
    fireEvent.change(date, { target: { value: '' } });
    fireEvent.change(time, { target: { value: '' } });
    expect(values.at(-1)).toBe('');
  });

  it('reads times as people type them', () => {
    expect(timeOfDay('18:30')).toBe('18:30');
    expect(timeOfDay('9.05')).toBe('09:05');
    expect(timeOfDay('6:30 PM')).toBe('18:30');
    expect(timeOfDay('12 am')).toBe('00:00');
    expect(timeOfDay('12:15 p.m.')).toBe('12:15');
    expect(timeOfDay('7 am')).toBe('07:00');
    for (const wrong of ['', '18', '24:00', '13:00 pm', '10:60', 'noon']) expect(timeOfDay(wrong)).toBeNull();
  });
});
