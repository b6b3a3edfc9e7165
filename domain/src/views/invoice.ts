/**
 * The invoice views: declared once as TypeBox schemas, which the API uses as its response contract
 * (api/src/schemas/invoice.ts), with their TypeScript types for every screen. Screens import the
 * types only (`import type`; a lint rule keeps schema code out of the browser bundles).
 */
import { Type, type Static } from 'typebox';
import { INVOICE_STATUSES } from '../fees.ts';
import { Minor, NullableDateTime, NullableString } from './schema-helpers.ts';

/** SPEC §3 invoice with its status and the API path of its PDF (GET /student/invoices and the CA list). */
export const InvoiceViewSchema = Type.Object(
  {
    id: Type.String(),
    invoiceNumber: Type.String(),
    issuedAt: Type.String({ format: 'date-time' }),
    buyerName: NullableString(),
    buyerEmail: NullableString(),
    buyerState: NullableString(),
    buyerCountry: NullableString(),
    amountMinor: Minor(),
    cgstMinor: Minor(),
    sgstMinor: Minor(),
    igstMinor: Minor(),
    currency: Type.String(),
    description: NullableString(),
    status: Type.Enum([...INVOICE_STATUSES]),
    cancelledAt: NullableDateTime(),
    downloadUrl: Type.String({ description: 'API path of the PDF' }),
  },
  { additionalProperties: false },
);
export type InvoiceView = Static<typeof InvoiceViewSchema>;

export const MonthFiguresSchema = Type.Object(
  { month: Type.String({ description: 'YYYY-MM in India time' }), count: Type.Integer(), amountMinor: Minor(), taxMinor: Minor() },
  { additionalProperties: false },
);
export type MonthFigures = Static<typeof MonthFiguresSchema>;

/** Totals over ISSUED invoices; cancelled ones are only counted, apart. */
export const InvoiceStatsSchema = Type.Object(
  {
    totalCount: Type.Integer(),
    totalAmountMinor: Minor(),
    totalBaseMinor: Minor(),
    totalCgstMinor: Minor(),
    totalSgstMinor: Minor(),
    totalIgstMinor: Minor(),
    intraStateCount: Type.Integer(),
    interStateCount: Type.Integer(),
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
