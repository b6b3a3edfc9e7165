import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { OtpInput } from './OtpInput';

function Harness({ onChange, initial = '' }: { onChange?: (v: string) => void; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <OtpInput
        value={value}
        onChange={(v) => {
          setValue(v);
          onChange?.(v);
        }}
      />
      <output data-testid="value">{value}</output>
      <button type="button" onClick={() => setValue('')}>
        Reset
      </button>
    </>
  );
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });
const boxes = () => [1, 2, 3, 4, 5, 6].map(box);
const values = () => boxes().map((b) => (b as HTMLInputElement).value);

describe('OtpInput', () => {
  it('renders six labelled numeric boxes, one-time-code autocomplete on the first', () => {
    render(<Harness />);
    expect(boxes()).toHaveLength(6);
    expect(screen.getByRole('group', { name: 'One-time password' })).toBeInTheDocument();
    for (const b of boxes()) expect(b).toHaveAttribute('inputmode', 'numeric');
    expect(box(1)).toHaveAttribute('autocomplete', 'one-time-code');
    expect(box(2)).toHaveAttribute('autocomplete', 'off');
  });

  it('takes one digit per box and moves focus to the next box', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.click(box(1));
    await user.keyboard('1');
    expect(box(2)).toHaveFocus();
    await user.keyboard('23');
    expect(values()).toEqual(['1', '2', '3', '', '', '']);
    expect(box(4)).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('123');
  });

  it('replaces the digit of a box typed over instead of adding a second one', async () => {
    const user = userEvent.setup();
    render(<Harness initial="123456" />);
    await user.click(box(3));
    await user.keyboard('9');
    expect(values()).toEqual(['1', '2', '9', '4', '5', '6']);
    expect(box(4)).toHaveFocus();
  });

  it('ignores non-digits', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.click(box(1));
    await user.keyboard('a-. ');
    expect(values()).toEqual(['', '', '', '', '', '']);
    expect(box(1)).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('x7');
    expect(values()[0]).toBe('7');
  });

  it('Backspace clears the box, then on an empty box goes back and clears the previous one', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('12');
    expect(box(3)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box(2)).toHaveFocus();
    expect(values()).toEqual(['1', '', '', '', '', '']);
    await user.keyboard('{Backspace}');
    expect(box(1)).toHaveFocus();
    expect(values()).toEqual(['', '', '', '', '', '']);
    expect(screen.getByTestId('value')).toHaveTextContent(/^$/);
  });

  it('arrow keys move between boxes', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(3));
    await user.keyboard('{ArrowLeft}');
    expect(box(2)).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(box(4)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(box(1)).toHaveFocus();
    await user.keyboard('{End}');
    expect(box(6)).toHaveFocus();
  });

  it('a pasted code fills every box from the first', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.click(box(4));
    await user.paste('123456');
    expect(values()).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(onChange).toHaveBeenLastCalledWith('123456');
    expect(box(6)).toHaveFocus();
  });

  it.each(['12 34 56', '123 456', ' 1-2-3-4-5-6 '])('a pasted code with other characters (%j) fills the boxes', async (text) => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.paste(text);
    expect(values()).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(screen.getByTestId('value')).toHaveTextContent('123456');
  });

  it('a paste of more than six digits keeps the first six', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(2));
    await user.paste('98765432');
    expect(values()).toEqual(['9', '8', '7', '6', '5', '4']);
    expect(screen.getByTestId('value')).toHaveTextContent(/^987654$/);
  });

  it('a short paste fills from the first box and focuses the next empty one', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.paste('12');
    expect(values()).toEqual(['1', '2', '', '', '', '']);
    expect(box(3)).toHaveFocus();
  });

  it('a paste without digits changes nothing', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} initial="12" />);
    await user.click(box(3));
    await user.paste('abc');
    expect(values()).toEqual(['1', '2', '', '', '', '']);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('follows the parent when it resets the value', async () => {
    const user = userEvent.setup();
    render(<Harness initial="123456" />);
    expect(values()).toEqual(['1', '2', '3', '4', '5', '6']);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(values()).toEqual(['', '', '', '', '', '']);
  });
});
