import { describe, expect, it } from 'vitest';
import { MESSAGES, paymentAdminFailure } from './messages.ts';
import { validatePaymentLink } from './validation.ts';

describe('payment link rule (SPEC §5 admin payment link)', () => {
  it.each([
    'https://rzp.io/l/abc123',
    'https://pay.example.com/checkout?id=42',
    '  https://rzp.io/l/abc123  ',
    'upi://pay?pa=careerportal@okaxis&pn=Career%20Portal&am=4999.00&cu=INR',
    'UPI://pay?pa=abc@upi',
  ])('accepts %s', (link) => {
    expect(validatePaymentLink(link)).toBeNull();
  });

  it.each([
    '',
    '   ',
    null,
    undefined,
    'rzp.io/l/abc123',
    // A payment page is never sent unencrypted.
    'http://pay.example.com/checkout?id=42',
    'HTTP://rzp.io/l/abc123',
    'www.example.com',
    'ftp://example.com/pay',
    'javascript:alert(1)',
    'https://localhost/pay',
    'https://user:pw@rzp.io/l/x',
    'https://rzp .io/l',
    'upi://pay',
    'upi://pay?pn=Someone',
    'upi:pay?pa=a@b',
    `https://rzp.io/${'x'.repeat(2050)}`,
    'mailto:a@b.com',
    // The clean-text rule: control, bidi-override and invisible characters.
    'https://rzp.io/l/\u202eabc',
    'https://rzp.io/l/abc\u200b',
    'https://rzp.io/l/\u2066abc\u2069',
    'https://rzp.io/l/ab\u0007c',
    'upi://pay?pa=abc@upi&pn=\u202egnip',
    'https://rzp.io/l/\u00adabc',
    'https://rzp.io/l/\ufeffabc',
  ])('refuses %j with the SPEC message', (link) => {
    expect(validatePaymentLink(link)).toBe(MESSAGES.paymentLinkInvalid);
  });
});

describe('admin payment failures (SPEC §8)', () => {
  it('adds the status in brackets and the body text when present', () => {
    expect(paymentAdminFailure('saveLink', 400, MESSAGES.paymentLinkInvalid)).toBe(
      'Failed to save payment link (400): Please enter a valid link (e.g., https://rzp.io/l/abc123 or upi://pay?pa=...).',
    );
    expect(paymentAdminFailure('load', 500)).toBe('Failed to load students (500)');
    expect(paymentAdminFailure('clearLink', 404, '  ')).toBe('Failed to clear payment link (404)');
    expect(paymentAdminFailure('verify', 409, 'x')).toBe('Failed to verify fee (409): x');
    expect(paymentAdminFailure('unverify', 0)).toBe(`Failed to unverify fee: ${MESSAGES.networkError}`);
  });
});
