/**
 * The invoice views: declared once as TypeBox schemas, which the API uses as its response contract
 * (api/src/schemas/invoice.ts), with their TypeScript types for every screen. Screens import the
 * types only (`import type`; a lint rule keeps schema code out of the browser bundles).
 */
import { Type, type Static } from 'typebox';
import { INVOICE_DOCUMENT_TYPES, INVOICE_STATUSES } from '../fees.ts';
import { Minor, NullableDateTime, NullableString } from './schema-helpers.ts';

/**
 * SPEC §3 invoice with its status and the API path of its PDF (GET /student/invoices and the CA
 * list), or a credit note that reverses one (its own number in invoiceNumber, the same amounts,
 * positive, and the invoice it reverses).
 */
export const InvoiceViewSchema = Type.Object(
  {
    id: Type.String(),
    documentType: Type.Enum([...INVOICE_DOCUMENT_TYPES]),
    invoiceNumber: Type.String({ description: 'the number of this document: INV/… for an invoice, CN/… for a credit note' }),
    issuedAt: Type.String({ format: 'date-time' }),
    buyerName: NullableString(),
    buyerEmail: NullableString(),
    buyerState: NullableString(),
    buyerCountry: NullableString(),
    amountMinor: Minor(),
    cgstMinor: Minor(),
    sgstMinor: Minor(),
    igstMinor: Minor(),
    ratePercent: Type.Number({ description: 'the GST rate in percent the document was issued at (stored on it, never recomputed)' }),
    currency: Type.String(),
    description: NullableString(),
    status: Type.Enum([...INVOICE_STATUSES]),
    cancelledAt: NullableDateTime(),
    originalInvoiceNumber: NullableString({ description: 'a credit note: the invoice it reverses' }),
    originalIssuedAt: NullableDateTime(),
    reason: NullableString({ description: 'a credit note: why it was issued' }),
    creditNoteNumber: NullableString({ description: 'an invoice reversed by a credit note: its number' }),
    downloadUrl: Type.String({ description: 'API path of the PDF' }),
  },
  { additionalProperties: false },
);
export type InvoiceView = Static<typeof InvoiceViewSchema>;

export const MonthFiguresSchema = Type.Object(
  {
    month: Type.String({ description: 'YYYY-MM in India time' }),
    count: Type.Integer({ description: 'invoices issued' }),
    amountMinor: Minor({ description: 'net of the credit notes of the month' }),
    taxMinor: Minor(),
  },
  { additionalProperties: false },
);
export type MonthFigures = Static<typeof MonthFiguresSchema>;

/**
 * Figures of the range: counts of issued invoices, amounts net of the credit notes issued in it
 * (an amount may be negative when a range holds more credit than invoicing); cancelled invoices
 * are only counted, apart.
 */
export const InvoiceStatsSchema = Type.Object(
  {
    totalCount: Type.Integer({ description: 'issued invoices (credited ones included)' }),
    totalAmountMinor: Minor(),
    totalBaseMinor: Minor(),
    totalCgstMinor: Minor(),
    totalSgstMinor: Minor(),
    totalIgstMinor: Minor(),
    intraStateCount: Type.Integer(),
    interStateCount: Type.Integer(),
    creditNoteCount: Type.Integer({ description: 'credit notes issued in the range' }),
    creditNoteAmountMinor: Minor({ description: 'their total value (tax inclusive), subtracted from the amounts above' }),
    cancelledCount: Type.Integer({ description: 'cancelled invoices in the range, left out of every other figure' }),
    byMonth: Type.Array(MonthFiguresSchema),
  },
  { additionalProperties: false },
);
export type InvoiceStats = Static<typeof InvoiceStatsSchema>;

/** One page of the CA list (SPEC §3 "Invoice list page"); `page` is zero-based. */
export const InvoicePageSchema = Type.Object(
  {
    items: Type.Array(InvoiceViewSchema),
    page: Type.Integer({ description: 'zero-based' }),
    size: Type.Integer(),
    totalItems: Type.Integer(),
    totalPages: Type.Integer(),
  },
  { additionalProperties: false },
);
export type InvoicePage = Static<typeof InvoicePageSchema>;
