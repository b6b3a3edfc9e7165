/** Small display formatters of the landing page (pure, so the content file can use them). */
const RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** Whole rupees with the Indian grouping, for amounts that are not a fee (the free internship: "₹0"); a fee is domain/pricing.ts feeLabels. */
export function formatRupees(major: number): string {
  return RUPEES.format(major);
}
