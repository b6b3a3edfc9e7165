/** The fee filters and invoice statuses; the student row and page views are in views/student-payments.ts. */

export const LINK_FILTERS = ['added', 'not-added', 'all'] as const;
export const FEE_FILTERS = ['any', 'verified', 'unverified'] as const;
export type LinkFilter = (typeof LINK_FILTERS)[number];
export type FeeFilter = (typeof FEE_FILTERS)[number];

export const INVOICE_STATUSES = ['ISSUED', 'CANCELLED'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
