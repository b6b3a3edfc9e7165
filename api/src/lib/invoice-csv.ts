/**
 * The CA's CSV export: one row per invoice for a GST return workbook. Money in rupees with two
 * decimals (no grouping, so spreadsheets read numbers), dates as India-time days, a UTF-8 BOM so
 * spreadsheet programs read ₹ and non-Latin names, and buyer-typed text made formula-safe.
 */
import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import { istDay } from '@portal/domain/calendar';
import { GST_RATE_PERCENT, minorToMajorString } from '@portal/domain/money';
import type { InvoiceDoc } from './models.ts';

export const INVOICE_CSV_COLUMNS = [
  'Invoice number',
  'Invoice date (IST)',
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
  'Invoice total (INR)',
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
  return [
    doc.invoiceNumber,
    istDay(doc.issuedAt),
    doc.status,
    doc.cancelledAt ? istDay(doc.cancelledAt) : '',
    spreadsheetText(doc.buyerName),
    spreadsheetText(doc.buyerEmail),
    spreadsheetText(doc.buyerState),
    spreadsheetText(doc.buyerCountry),
    doc.intraState ? 'Intra-state' : 'Inter-state',
    spreadsheetText(doc.description),
    String(GST_RATE_PERCENT),
    minorToMajorString(doc.baseMinor),
    minorToMajorString(doc.cgstMinor),
    minorToMajorString(doc.sgstMinor),
    minorToMajorString(doc.igstMinor),
    minorToMajorString(doc.taxMinor),
    minorToMajorString(doc.amountMinor),
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
