/** Small display formatters of the landing page (pure, so the content file can use them). */
const RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** Whole rupees with the Indian grouping: 4999 -> "₹4,999". */
export function formatRupees(major: number): string {
  return RUPEES.format(major);
}

const RUPEES_PAISE = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

/** Minor units (paise) with two decimals: 499900 -> "₹4,999.00". */
export function formatRupeesMinor(minor: number): string {
  return RUPEES_PAISE.format(minor / 100);
}
