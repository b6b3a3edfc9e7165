import { describe, expect, it } from 'vitest';
import { TRAINING_FEE_MINOR } from './constants.ts';
import { formatMoney, formatRupees, gstSplit, minorToMajorString, totalTaxMinor } from './money.ts';

describe('money', () => {
  it('shows minor units divided by 100 with two decimals', () => {
    expect(minorToMajorString(499900)).toBe('4999.00');
    expect(minorToMajorString(5)).toBe('0.05');
    expect(minorToMajorString(-12345)).toBe('-123.45');
    expect(formatMoney(38128)).toBe('INR 381.28');
  });

  it('shows rupees with ₹, Indian digit grouping and two decimals', () => {
    expect(formatRupees(0)).toBe('₹0.00');
    expect(formatRupees(5)).toBe('₹0.05');
    expect(formatRupees(99_999)).toBe('₹999.99');
    expect(formatRupees(100_000)).toBe('₹1,000.00');
    expect(formatRupees(499_900)).toBe('₹4,999.00');
    expect(formatRupees(10_000_000)).toBe('₹1,00,000.00');
    expect(formatRupees(1_234_567_800)).toBe('₹1,23,45,678.00');
    expect(formatRupees(99_980_000_000)).toBe('₹99,98,00,000.00');
    expect(formatRupees(-12_345_678)).toBe('-₹1,23,456.78');
  });

  it('splits the fee into CGST and SGST inside the seller state', () => {
    const split = gstSplit(TRAINING_FEE_MINOR, 'karnataka ', 'Karnataka');
    expect(split).toEqual({ baseMinor: 423644, cgstMinor: 38128, sgstMinor: 38128, igstMinor: 0 });
    expect(split.baseMinor + totalTaxMinor(split)).toBe(TRAINING_FEE_MINOR);
  });

  it('charges IGST across states and when the buyer has no state', () => {
    expect(gstSplit(TRAINING_FEE_MINOR, 'Delhi', 'Karnataka')).toEqual({ baseMinor: 423644, cgstMinor: 0, sgstMinor: 0, igstMinor: 76256 });
    expect(gstSplit(TRAINING_FEE_MINOR, null, 'Karnataka').igstMinor).toBe(76256);
  });
});
