import { describe, expect, it } from 'vitest';
import { TRAINING_FEE_MINOR } from './constants.ts';
import { integerInIndianWords, rupeesInWords } from './amount-in-words.ts';

describe('amounts in words (Indian numbering)', () => {
  it('states the training fee as a tax invoice does', () => {
    expect(rupeesInWords(TRAINING_FEE_MINOR)).toBe('Rupees Four Thousand Nine Hundred Ninety-Nine Only');
  });

  it('groups by crore, lakh and thousand', () => {
    expect(integerInIndianWords(0)).toBe('Zero');
    expect(integerInIndianWords(7)).toBe('Seven');
    expect(integerInIndianWords(19)).toBe('Nineteen');
    expect(integerInIndianWords(40)).toBe('Forty');
    expect(integerInIndianWords(101)).toBe('One Hundred One');
    expect(integerInIndianWords(100000)).toBe('One Lakh');
    expect(integerInIndianWords(1234567)).toBe('Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven');
    expect(integerInIndianWords(12345678)).toBe('One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight');
    expect(integerInIndianWords(1_000_000_000)).toBe('One Hundred Crore');
  });

  it('adds paise when there are any', () => {
    expect(rupeesInWords(423644)).toBe('Rupees Four Thousand Two Hundred Thirty-Six and Forty-Four Paise Only');
    expect(rupeesInWords(5)).toBe('Rupees Zero and Five Paise Only');
  });

  it('refuses what is not an amount in paise', () => {
    expect(() => rupeesInWords(-1)).toThrow(RangeError);
    expect(() => rupeesInWords(1.5)).toThrow(RangeError);
  });
});
