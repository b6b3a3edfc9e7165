import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { DateInput, displayToIso, isoToDisplay } from './DateInput';

function Field({ initial = '', onValue }: { initial?: string; onValue?: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="day">Date</label>
      <DateInput
        id="day"
        value={value}
        onChange={(v) => {
          setValue(v);
          onValue?.(v);
        }}
      />
    </>
  );
}

describe('DateInput (dates as Indian users write them)', () => {
  it('shows the form value YYYY-MM-DD as DD/MM/YYYY, with that placeholder', () => {
    render(<Field initial="2026-11-26" />);
    const field = screen.getByLabelText('Date');
    expect(field).toHaveValue('26/11/2026');
    expect(field).toHaveAttribute('placeholder', 'DD/MM/YYYY');
    expect(field).not.toHaveAttribute('type', 'date');
  });

  it('gives the form YYYY-MM-DD for a typed DD/MM/YYYY, and the text itself while it is no real day', () => {
    const onValue = vi.fn();
    render(<Field onValue={onValue} />);
    const field = screen.getByLabelText('Date');
    fireEvent.change(field, { target: { value: '01/12/2025' } });
    expect(onValue).toHaveBeenLastCalledWith('2025-12-01');
    expect(field).toHaveValue('01/12/2025');
    fireEvent.change(field, { target: { value: '31/02/2026' } });
    expect(onValue).toHaveBeenLastCalledWith('31/02/2026');
    fireEvent.change(field, { target: { value: '' } });
    expect(onValue).toHaveBeenLastCalledWith('');
  });

  it('reads the usual ways of writing a day', () => {
    expect(displayToIso('26-11-2026')).toBe('2026-11-26');
    expect(displayToIso('1.2.2026')).toBe('2026-02-01');
    expect(displayToIso('2026-11-26')).toBe('2026-11-26');
    expect(displayToIso('11/26/2026')).toBeNull();
    expect(isoToDisplay('2025-04-01')).toBe('01/04/2025');
  });
});
