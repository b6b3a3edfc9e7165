/**
 * fastify.invoiceReports: every read the CA views make over invoices and credit notes (statistics,
 * pages, the CSV export's cursor). Issuing and crediting invoices is the invoice service's business.
 *
 * Filters use only what the stored fields and indexes give: issuedAt ranges (indexes on
 * {status, issuedAt} and {issuedAt, _id} for MongoDB), the month stored at write time for the
 * per-month sums, and one $group with several accumulators (portable to MongoDB and the embedded
 * engine). The embedded engine builds unique indexes only and scans the collection for every other
 * query, so each view makes one pass for its figures (which also give the list its count) and the
 * results are cached under the invoices' revision (plugins/cache-revisions.ts), which every write to
 * the invoices moves on every API worker.
 */
import type { Cursor } from 'mongoose';
import type { InvoiceRange } from '@portal/domain/invoice-queries';
import { signedMinor, type InvoiceDocumentType } from '@portal/domain/fees';
import { istDayEnd, istDayStart } from '@portal/domain/calendar';
import type { InvoiceDoc, Models } from '../../lib/models.ts';
import type { CacheRevisionReader } from '../../plugins/cache-revisions.ts';
import { escapeRegex } from '../../schemas/common.ts';
import { cancelledBeforeCreditNotes } from './cancelled-invoices.ts';
import { toInvoiceView } from './invoice-views.ts';
import type { InvoicePage, InvoiceStats, MonthFigures } from '@portal/domain/views/invoice';

/** A CA filter: whole days in India time (both included) and free text. */
export interface InvoiceFilter extends InvoiceRange {
  q?: string;
}

export interface InvoiceReports {
  stats(filter: InvoiceFilter): Promise<InvoiceStats>;
  page(filter: InvoiceFilter, page: number, size: number): Promise<InvoicePage>;
  /** Every matching invoice (issued and cancelled) and credit note, oldest first, read in batches. */
  cursor(filter: InvoiceFilter): Cursor<InvoiceDoc>;
  /** Every invoice and credit note of a month ("YYYY-MM" in India time), for GSTR-1. */
  ofMonth(month: string): Promise<InvoiceDoc[]>;
}

/**
 * Invoices (issued and cancelled) and credit notes with issuedAt in the range whose number, buyer
 * name, buyer e-mail, description or original invoice number contains q (as plain text): searching
 * an invoice's number finds its credit note too.
 */
export function invoiceMatch(filter: InvoiceFilter): Record<string, unknown> {
  const match: Record<string, unknown> = { issuedAt: { $gte: istDayStart(filter.from), $lt: istDayEnd(filter.to) } };
  const text = (filter.q ?? '').trim();
  if (text) {
    const pattern = { $regex: escapeRegex(text), $options: 'i' };
    match.$or = [
      { invoiceNumber: pattern },
      { originalInvoiceNumber: pattern },
      { buyerName: pattern },
      { buyerEmail: pattern },
      { description: pattern },
    ];
  }
  return match;
}

export function invoiceDownloadUrl(id: string): string {
  return `/ca/invoices/${id}/file`;
}

interface Group {
  _id: { month: string; status: string; documentType: string };
  count: number;
  amountMinor: number;
  baseMinor: number;
  cgstMinor: number;
  sgstMinor: number;
  igstMinor: number;
  taxMinor: number;
  intraStateCount: number;
  interStateCount: number;
}

/** How long a cached figure may be served without its revision moving (bounds staleness if an advance was lost). */
export const REPORT_CACHE_MS = 60_000;
/** Figures, and pages of documents, kept at the invoices' current revision (a hundred of each). */
const REPORT_CACHE = { maxEntries: 100, maxAgeMs: REPORT_CACHE_MS };

type Figure = keyof Omit<Group, '_id'>;
const sumOf = (rows: Group[], field: Figure) => rows.reduce((total, g) => total + g[field], 0);

/**
 * The statistics from the per-month groups: invoices counted (credited ones too: they were issued),
 * every amount net of the credit notes, cancelled invoices only counted.
 */
export function figuresOf(groups: Group[]): InvoiceStats {
  const issued = groups.filter((g) => !cancelledBeforeCreditNotes(g._id));
  const invoices = issued.filter((g) => g._id.documentType !== 'CREDIT_NOTE');
  const credits = issued.filter((g) => g._id.documentType === 'CREDIT_NOTE');
  const net = (field: Figure, rows = issued) =>
    rows.reduce((total, g) => total + signedMinor(g._id.documentType as InvoiceDocumentType, g[field]), 0);
  const months = [...new Set(issued.map((g) => g._id.month))].sort();
  return {
    totalCount: sumOf(invoices, 'count'),
    totalAmountMinor: net('amountMinor'),
    totalBaseMinor: net('baseMinor'),
    totalCgstMinor: net('cgstMinor'),
    totalSgstMinor: net('sgstMinor'),
    totalIgstMinor: net('igstMinor'),
    intraStateCount: sumOf(invoices, 'intraStateCount'),
    interStateCount: sumOf(invoices, 'interStateCount'),
    creditNoteCount: sumOf(credits, 'count'),
    creditNoteAmountMinor: sumOf(credits, 'amountMinor'),
    cancelledCount: sumOf(
      groups.filter((g) => cancelledBeforeCreditNotes(g._id)),
      'count',
    ),
    byMonth: months.map((month): MonthFigures => {
      const rows = issued.filter((g) => g._id.month === month);
      return {
        month,
        count: sumOf(
          rows.filter((g) => g._id.documentType !== 'CREDIT_NOTE'),
          'count',
        ),
        amountMinor: net('amountMinor', rows),
        taxMinor: net('taxMinor', rows),
      };
    }),
  };
}

export function createInvoiceReports(Invoice: Models['Invoice'], revisions: Pick<CacheRevisionReader, 'cache'>): InvoiceReports {
  const figures = revisions.cache<InvoiceStats>('invoices', REPORT_CACHE);
  const documents = revisions.cache<InvoiceDoc[]>('invoices', REPORT_CACHE);
  const filterKey = (filter: InvoiceFilter) => JSON.stringify([filter.from, filter.to, (filter.q ?? '').trim().toLowerCase()]);

  /** One pass over the filter's invoices: the sums per month and status (the embedded engine scans for every query). */
  function stats(filter: InvoiceFilter): Promise<InvoiceStats> {
    return figures.get(filterKey(filter), async () => {
      const groups = await Invoice.aggregate<Group>([
        { $match: invoiceMatch(filter) },
        {
          $group: {
            _id: { month: '$month', status: '$status', documentType: '$documentType' },
            count: { $sum: 1 },
            amountMinor: { $sum: '$amountMinor' },
            baseMinor: { $sum: '$baseMinor' },
            cgstMinor: { $sum: '$cgstMinor' },
            sgstMinor: { $sum: '$sgstMinor' },
            igstMinor: { $sum: '$igstMinor' },
            taxMinor: { $sum: '$taxMinor' },
            intraStateCount: { $sum: '$intraState' },
            interStateCount: { $sum: '$interState' },
          },
        },
      ]);
      return figuresOf(groups);
    });
  }

  return {
    stats,

    async page(filter, page, size) {
      // The count comes from the same pass as the figures (the screen asks for both at once).
      const [docs, figures] = await Promise.all([
        documents.get(`page|${filterKey(filter)}|${page}|${size}`, async () =>
          Invoice.find(invoiceMatch(filter))
            .sort({ issuedAt: -1, _id: -1 })
            .skip(page * size)
            .limit(size)
            .lean<InvoiceDoc[]>(),
        ),
        stats(filter),
      ]);
      const totalItems = figures.totalCount + figures.creditNoteCount + figures.cancelledCount;
      return {
        items: docs.map((doc) => toInvoiceView(doc, invoiceDownloadUrl(String(doc._id)))),
        page,
        size,
        totalItems,
        totalPages: Math.ceil(totalItems / size),
      };
    },

    ofMonth(month) {
      return documents.get(`month|${month}`, async () => Invoice.find({ month }).sort({ issuedAt: 1, _id: 1 }).lean<InvoiceDoc[]>());
    },

    cursor(filter) {
      return Invoice.find(invoiceMatch(filter))
        .sort({ issuedAt: 1, _id: 1 })
        .lean<InvoiceDoc>()
        .cursor({ batchSize: 1000 }) as unknown as Cursor<InvoiceDoc>;
    },
  };
}
