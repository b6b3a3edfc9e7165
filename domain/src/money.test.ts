import { describe, expect, it } from 'vitest';
import { INDIAN_STATES, TRAINING_FEE_MINOR } from './constants.ts';
import {
  GST_STATE_CODES,
  buyerGstState,
  formatIndianAmount,
  formatMoney,
  formatMoneyGrouped,
  formatRupees,
  gstStateCode,
  isValidGstin,
  minorToMajorString,
  totalTaxMinor,
} from './money.ts';
import { priceBreakdown } from './pricing.ts';

/** The first fee split at 18% between `buyerState` and a seller in Karnataka, as money.ts's figures feed it. */
const split18 = (buyerState: string | null) => {
  const p = priceBreakdown({ feeMinor: TRAINING_FEE_MINOR, ratePercent: 18, sellerState: 'Karnataka', buyerState });
  return { baseMinor: p.taxableMinor, cgstMinor: p.cgstMinor, sgstMinor: p.sgstMinor, igstMinor: p.igstMinor };
};

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
    const split = split18('karnataka ');
    expect(split).toEqual({ baseMinor: 423644, cgstMinor: 38128, sgstMinor: 38128, igstMinor: 0 });
    expect(split.baseMinor + totalTaxMinor(split)).toBe(TRAINING_FEE_MINOR);
  });

  it('charges IGST across states and when the buyer has no state', () => {
    expect(split18('Delhi')).toEqual({ baseMinor: 423644, cgstMinor: 0, sgstMinor: 0, igstMinor: 76256 });
    expect(split18(null).igstMinor).toBe(76256);
  });
});

describe('GST state codes and the buyer state', () => {
  it('knows the code of every Indian state and territory', () => {
    for (const state of INDIAN_STATES) expect(GST_STATE_CODES[state], state).toMatch(/^\d{2}$/);
    expect(new Set(Object.values(GST_STATE_CODES)).size).toBe(36);
    expect(gstStateCode(' karnataka ')).toBe('29');
    expect(gstStateCode('Atlantis')).toBeNull();
  });

  it('counts a state only for Indian buyers, so foreign buyers pay IGST', () => {
    expect(buyerGstState('India', 'Karnataka')).toBe('Karnataka');
    expect(buyerGstState('Nepal', 'Karnataka')).toBeNull();
    expect(buyerGstState('India', null)).toBeNull();
    expect(split18(buyerGstState('United States', 'Karnataka')).igstMinor).toBe(76256);
  });
});

describe('GSTIN', () => {
  it('accepts a well-formed GSTIN of the state and checks its last character', () => {
    expect(isValidGstin('27AAPFU0939F1ZV', 'Maharashtra')).toBe(true);
    expect(isValidGstin('29AABCC1234D1Z7', 'Karnataka')).toBe(true);
    expect(isValidGstin('27AAPFU0939F1ZV', 'Karnataka')).toBe(false);
    expect(isValidGstin('27AAPFU0939F1ZX', 'Maharashtra')).toBe(false);
    expect(isValidGstin('27aapfu0939f1zv', 'Maharashtra')).toBe(false);
    expect(isValidGstin('27AAPFU0939F1Z', 'Maharashtra')).toBe(false);
  });
});

describe('formatIndianAmount', () => {
  it('groups digits the Indian way', () => {
    expect(formatIndianAmount(499900)).toBe('4,999.00');
    expect(formatIndianAmount(38128)).toBe('381.28');
    expect(formatIndianAmount(12345600)).toBe('1,23,456.00');
    expect(formatIndianAmount(1234567805)).toBe('1,23,45,678.05');
    expect(formatIndianAmount(-7)).toBe('-0.07');
    expect(formatMoneyGrouped(499900)).toBe('₹4,999.00');
    expect(formatMoneyGrouped(6000, 'USD')).toBe('USD 60.00');
    // A credit note's amount on the Fee Bill.
    expect(formatMoneyGrouped(-499900)).toBe('-₹4,999.00');
  });
});
