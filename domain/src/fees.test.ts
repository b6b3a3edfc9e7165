import { describe, expect, it } from 'vitest';
import { DOCUMENT_TYPE_LABEL, signedMinor } from './fees.ts';

describe('signedMinor', () => {
  it('keeps an invoice positive and turns a credit note negative (an absent type is an invoice)', () => {
    expect(signedMinor('INVOICE', 499_900)).toBe(499_900);
    expect(signedMinor(undefined, 499_900)).toBe(499_900);
    expect(signedMinor('CREDIT_NOTE', 499_900)).toBe(-499_900);
    expect(DOCUMENT_TYPE_LABEL.CREDIT_NOTE).toBe('Credit note');
  });
});
