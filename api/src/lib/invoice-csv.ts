/**
 * The CA's CSV export: one row per invoice or credit note for a GST return workbook. Money in
 * rupees with two decimals (no grouping, so spreadsheets read numbers), a credit note's negative
 * so a column's sum is the net figure, dates as India-time days, a UTF-8 BOM so spreadsheet
 * programs read ₹ and non-Latin names, and buyer-typed text made formula-safe.
 */
import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import { istDay } from '@portal/domain/calendar';
import { minorToMajorString } from '@portal/domain/money';
import { DOCUMENT_TYPE_LABEL, signedMinor, type InvoiceDocumentType } from '@portal/domain/fees';
import type { InvoiceDoc } from './models.ts';

export const INVOICE_CSV_COLUMNS = [
  'Document type',
  'Number',
  'Date (IST)',
  'Against invoice',
  'Against invoice date (IST)',
  'Status',
  'Cancelled on (IST)',
  'Buyer name',
  'Buyer e-mail',
  'Buyer state',
  'Buyer country',
  'Supply',
  'Description',
  'GST rate (%)',
  'Taxable value (INR)',
  'CGST (INR)',
  'SGST (INR)',
  'IGST (INR)',
  'Total tax (INR)',
  'Total (INR)',
  'Payment ID',
] as const;

/**
 * Text a buyer typed could start a spreadsheet formula ("=HYPERLINK(...)"); a leading apostrophe
 * makes spreadsheet programs show it as text (OWASP "CSV injection").
 */
export function spreadsheetText(value: string | null | undefined): string {
  const text = value ?? '';
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

export function invoiceCsvRow(doc: InvoiceDoc): string[] {
  const type = (doc.documentType ?? 'INVOICE') as InvoiceDocumentType;
  const rupees = (minor: number) => minorToMajorString(signedMinor(type, minor));
  return [
    DOCUMENT_TYPE_LABEL[type],
    doc.invoiceNumber,
    istDay(doc.issuedAt),
    doc.originalInvoiceNumber ?? '',
    doc.originalIssuedAt ? istDay(doc.originalIssuedAt) : '',
    doc.status,
    doc.cancelledAt ? istDay(doc.cancelledAt) : '',
    spreadsheetText(doc.buyerName),
    spreadsheetText(doc.buyerEmail),
    spreadsheetText(doc.buyerState),
    spreadsheetText(doc.buyerCountry),
    doc.intraState ? 'Intra-state' : 'Inter-state',
    spreadsheetText(doc.description),
    String(doc.ratePercent),
    rupees(doc.baseMinor),
    rupees(doc.cgstMinor),
    rupees(doc.sgstMinor),
    rupees(doc.igstMinor),
    rupees(doc.taxMinor),
    rupees(doc.amountMinor),
    // The Razorpay payment id an invoice was paid by (no formula can start with "pay_").
    (doc.payment as { paymentId?: string } | null | undefined)?.paymentId ?? '',
  ];
}

/** The CSV text of the invoices `source` yields, as a stream (header row first); `onError` hears a failed read. */
export function invoiceCsvStream(source: AsyncIterable<InvoiceDoc>, onError: (err: Error) => void): Readable {
  async function* rows() {
    for await (const doc of source) yield invoiceCsvRow(doc);
  }
  return pipeline(Readable.from(rows()), stringify({ header: true, columns: [...INVOICE_CSV_COLUMNS], bom: true }), (err) => {
    if (err) onError(err);
  });
}
