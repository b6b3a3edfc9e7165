import { compactRupees, niceCeiling } from './chart-scale';

describe('chart scale', () => {
  it('rounds the axis top up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceCeiling(0)).toBe(0);
    expect(niceCeiling(499_900)).toBe(500_000);
    expect(niceCeiling(1_234_567)).toBe(2_000_000);
    expect(niceCeiling(2_100)).toBe(2_500);
    expect(niceCeiling(100)).toBe(100);
  });

  it('labels rupees in thousands, lakhs and crores', () => {
    expect(compactRupees(0)).toBe('₹0');
    expect(compactRupees(99_900)).toBe('₹999');
    expect(compactRupees(499_900)).toBe('₹5K');
    expect(compactRupees(12_500_000)).toBe('₹1.3L');
    expect(compactRupees(125_000_000)).toBe('₹12.5L');
    expect(compactRupees(2_000_000_000)).toBe('₹2Cr');
  });
});
