/** Small display formatters of the landing page (pure, so the content file can use them). */
import type { StartDateCode } from '@portal/domain/constants';

const RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** Whole rupees with the Indian grouping: 4999 -> "₹4,999". */
export function formatRupees(major: number): string {
  return RUPEES.format(major);
}

/** "DEC10" -> "10" (the day of the December 2025 start-date code). */
export function startDateDay(code: StartDateCode): string {
  return String(Number(code.slice(3)));
}

/** ["a", "b", "c"] -> "a, b or c". */
export function joinOr(items: readonly (string | number)[]): string {
  const parts = items.map(String);
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} or ${parts[parts.length - 1]}`;
}

const RUPEES_PAISE = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

/** Minor units (paise) with two decimals: 499900 -> "₹4,999.00". */
export function formatRupeesMinor(minor: number): string {
  return RUPEES_PAISE.format(minor / 100);
}
