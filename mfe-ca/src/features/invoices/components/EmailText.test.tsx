import { render } from '@testing-library/react';
import { EmailText, LONG_PART } from './EmailText';

describe('EmailText (e-mails wrap at sensible points)', () => {
  it('offers breaks after the @ and before each dot only', () => {
    const { container } = render(<EmailText email="asha.rao@mail.example.co.in" />);
    const span = container.firstElementChild as HTMLElement;
    expect(span).toHaveTextContent('asha.rao@mail.example.co.in');
    expect(span.innerHTML).toBe('asha<wbr>.rao@<wbr>mail<wbr>.example<wbr>.co<wbr>.in');
    expect(span.style.overflowWrap).toBe('break-word');
  });

  it('lets only a part longer than any column break inside itself', () => {
    const long = 'p'.repeat(LONG_PART + 1);
    const { container } = render(<EmailText email={`${long}@example.com`} />);
    const inner = [...container.querySelectorAll('span span')] as HTMLElement[];
    expect(inner.map((s) => s.textContent)).toEqual([long]);
    expect(inner[0]!.style.overflowWrap).toBe('anywhere');
  });
});
