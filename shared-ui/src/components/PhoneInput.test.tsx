import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PhoneInput, composePhone, localDigitsOf } from './PhoneInput';

function Controlled({ country, initial = '', onValue }: { country: string | null; initial?: string; onValue?: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="phone">Phone</label>
      <PhoneInput
        id="phone"
        country={country}
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue?.(next);
        }}
      />
    </>
  );
}

const phone = () => screen.getByLabelText('Phone') as HTMLInputElement;

describe('PhoneInput', () => {
  it('shows the India dial code as a fixed prefix and the SPEC example as placeholder', () => {
    render(<Controlled country="India" />);
    expect(phone()).toHaveValue('+91 ');
    expect(phone()).toHaveAttribute('placeholder', '+91 9876543210');
    expect(phone()).toHaveAttribute('type', 'tel');
  });

  it('keeps only digits when letters and symbols are typed', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Controlled country="India" onValue={onValue} />);
    await user.type(phone(), 'ab98-c7 6x');
    expect(phone()).toHaveValue('+91 9876');
    expect(onValue).toHaveBeenLastCalledWith('+91 9876');
  });

  it('cannot delete the prefix with Backspace', async () => {
    const user = userEvent.setup();
    render(<Controlled country="India" initial="+91 98" />);
    await user.click(phone());
    await user.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}');
    expect(phone()).toHaveValue('+91 ');

    await user.type(phone(), '987');
    phone().setSelectionRange(4, 4);
    await user.keyboard('{Backspace}');
    expect(phone()).toHaveValue('+91 987');
  });

  it('moves the caret out of the prefix on click and on focus', async () => {
    const user = userEvent.setup();
    render(<Controlled country="India" initial="+91 98765" />);
    await user.pointer({ keys: '[MouseLeft]', target: phone(), offset: 1 });
    expect(phone().selectionStart).toBeGreaterThanOrEqual(4);

    act(() => phone().blur());
    phone().setSelectionRange(0, 2);
    act(() => phone().focus());
    expect(phone().selectionStart).toBe(4);
    expect(phone().selectionEnd).toBe(4);
  });

  it('keeps Home and ArrowLeft out of the prefix', async () => {
    const user = userEvent.setup();
    render(<Controlled country="India" initial="+91 98765" />);
    await user.click(phone());
    await user.keyboard('{Home}');
    expect(phone().selectionStart).toBe(4);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(phone().selectionStart).toBe(4);
    await user.keyboard('1');
    expect(phone()).toHaveValue('+91 198765');
  });

  it('swaps the prefix and keeps the local digits when the country changes', () => {
    const onValue = vi.fn();
    const { rerender } = render(<Controlled country="India" initial="+91 9876543210" onValue={onValue} />);
    rerender(<Controlled country="United States" onValue={onValue} />);
    expect(phone()).toHaveValue('+1 9876543210');
    expect(onValue).toHaveBeenLastCalledWith('+1 9876543210');
    rerender(<Controlled country="United Arab Emirates" onValue={onValue} />);
    expect(phone()).toHaveValue('+971 9876543210');
  });

  it('turns a pasted "+91 98765 43210" into "+91 9876543210"', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Controlled country="India" onValue={onValue} />);
    await user.click(phone());
    await user.paste('+91 98765 43210');
    expect(phone()).toHaveValue('+91 9876543210');
    expect(onValue).toHaveBeenLastCalledWith('+91 9876543210');
  });

  it('replaces the number when everything is selected and a new one is pasted', async () => {
    const user = userEvent.setup();
    render(<Controlled country="India" initial="+91 1234567" />);
    await user.click(phone());
    phone().setSelectionRange(0, phone().value.length);
    await user.paste('98765 43210');
    expect(phone()).toHaveValue('+91 9876543210');
  });

  it('keeps the prefix when the field is cleared', async () => {
    const user = userEvent.setup();
    render(<Controlled country="India" initial="+91 98765" />);
    await user.clear(phone());
    expect(phone()).toHaveValue('+91 ');
  });

  it('accepts an optional leading plus and digits for Other', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Controlled country="Other" onValue={onValue} />);
    expect(phone()).toHaveValue('');
    await user.type(phone(), '+44 7700-900a123');
    expect(phone()).toHaveValue('+447700900123');
    expect(onValue).toHaveBeenLastCalledWith('+447700900123');
    await user.clear(phone());
    await user.type(phone(), '12+3');
    expect(phone()).toHaveValue('123');
  });

  it('forwards id, aria-describedby and blur for form integration', () => {
    const onBlur = vi.fn();
    render(<PhoneInput id="p" aria-describedby="p_help" country="India" value="" onBlur={onBlur} />);
    const input = document.getElementById('p') as HTMLInputElement;
    expect(input).toHaveAttribute('aria-describedby', 'p_help');
    fireEvent.blur(input);
    expect(onBlur).toHaveBeenCalled();
  });
});

describe('phone helpers', () => {
  it('extracts the local digits under the current or a previous dial code', () => {
    expect(localDigitsOf('India', '+91 98765')).toBe('98765');
    expect(localDigitsOf('United States', '+91 98765')).toBe('98765');
    expect(localDigitsOf('India', '+919876543210')).toBe('9876543210');
    expect(localDigitsOf('India', '98765 43210')).toBe('9876543210');
    expect(composePhone('Nepal', '98')).toBe('+977 98');
    expect(composePhone('Other', '+4477')).toBe('+4477');
  });
});

describe('PhoneInput ref', () => {
  it('exposes the antd input ref so a form can focus it', () => {
    const ref = { current: null as import('antd').InputRef | null };
    render(<PhoneInput id="p" country="India" value="+91 98" ref={ref} />);
    act(() => ref.current?.focus());
    expect(document.activeElement).toBe(document.getElementById('p'));
  });
});
