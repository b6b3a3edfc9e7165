/** The fee filters and invoice statuses; the student row and page views are in views/student-payments.ts. */

export const LINK_FILTERS = ['added', 'not-added', 'all'] as const;
/** paid: a payment received (Razorpay) and not verified yet. */
export const FEE_FILTERS = ['any', 'verified', 'unverified', 'paid'] as const;
export type LinkFilter = (typeof LINK_FILTERS)[number];
export type FeeFilter = (typeof FEE_FILTERS)[number];

export const INVOICE_STATUSES = ['ISSUED', 'CANCELLED'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** A GST tax invoice, or a credit note that reverses one in full (CGST Act s.34, Rule 53). */
export const INVOICE_DOCUMENT_TYPES = ['INVOICE', 'CREDIT_NOTE'] as const;
export type InvoiceDocumentType = (typeof INVOICE_DOCUMENT_TYPES)[number];

/** How screens, mails and the CSV name each kind of document. */
export const DOCUMENT_TYPE_LABEL: Readonly<Record<InvoiceDocumentType, string>> = { INVOICE: 'Invoice', CREDIT_NOTE: 'Credit note' };

/** A document's amount as it moves the figures: an invoice adds it, a credit note takes it away. */
export function signedMinor(documentType: InvoiceDocumentType | null | undefined, minor: number): number {
  return documentType === 'CREDIT_NOTE' ? -minor : minor;
}
