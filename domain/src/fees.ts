/** The shapes the fee calls answer with (SPEC §3 admin student row and invoice), typed once for the API and the screens. */

/** SPEC §3 admin student row. */
export interface StudentPaymentRow {
  id: string;
  email: string;
  name: string | null;
  studentId: string | null;
  paymentLinkUrl: string | null;
  paymentAmountMinor: number | null;
  paymentCurrency: string;
  paymentAssignedAt: string | null;
  feeVerified: boolean;
  feeVerifiedAt: string | null;
}

export const LINK_FILTERS = ['added', 'not-added', 'all'] as const;
export const FEE_FILTERS = ['any', 'verified', 'unverified'] as const;
export type LinkFilter = (typeof LINK_FILTERS)[number];
export type FeeFilter = (typeof FEE_FILTERS)[number];

/** Each filter pill's count: link counts under the current fee filter, fee counts under the current link filter. */
export interface StudentCounts {
  link: Record<LinkFilter, number>;
  fee: Record<FeeFilter, number>;
}

/** GET /admin/api/students with page, size, link or fee. */
export interface StudentPaymentPage {
  items: StudentPaymentRow[];
  page: number;
  size: number;
  totalItems: number;
  totalPages: number;
  counts: StudentCounts;
}

export const INVOICE_STATUSES = ['ISSUED', 'CANCELLED'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
