/**
 * fastify.invoiceReports: every read the CA views make over invoices (statistics, pages, the CSV
 * export's cursor). Issuing and cancelling invoices is the invoice repository's business.
 *
 * Filters use only what the stored fields and indexes give: issuedAt ranges (indexes on
 * {status, issuedAt} and {issuedAt, _id} for MongoDB), the month stored at write time for the
 * per-month sums, and one $group with several accumulators (portable to MongoDB and the embedded
 * engine). The embedded engine builds unique indexes only and scans the collection for every other
 * query, so each view makes one pass for its figures (which also give the list its count) and the
 * results are cached under the invoices' revision (models/invoice-revision.ts).
 */
import fp from 'fastify-plugin';
import type { Cursor } from 'mongoose';
import type { InvoiceRange } from '@portal/domain/invoice-queries';
import { istDayEnd, istDayStart } from '@portal/domain/calendar';
import type { InvoiceDoc, Models } from '../../../lib/models.ts';
import { escapeRegex } from '../../../schemas/common.ts';
import { invoiceRevision } from '../../../models/invoice-revision.ts';
import { toInvoiceView } from './invoice-repository.ts';
import type { InvoicePage, InvoiceStats, MonthFigures } from '@portal/domain/views/invoice';

/** A CA filter: whole days in India time (both included) and free text. */
export interface InvoiceFilter extends InvoiceRange {
  q?: string;
}

export interface InvoiceReports {
  stats(filter: InvoiceFilter): Promise<InvoiceStats>;
  page(filter: InvoiceFilter, page: number, size: number): Promise<InvoicePage>;
  /** Every matching invoice (issued and cancelled), oldest first, read in batches. */
  cursor(filter: InvoiceFilter): Cursor<InvoiceDoc>;
}

/** Issued and cancelled invoices with issuedAt in the range whose number, buyer name, buyer e-mail or description contains q (as plain text). */
export function invoiceMatch(filter: InvoiceFilter): Record<string, unknown> {
  const match: Record<string, unknown> = { issuedAt: { $gte: istDayStart(filter.from), $lt: istDayEnd(filter.to) } };
  const text = (filter.q ?? '').trim();
  if (text) {
    const pattern = { $regex: escapeRegex(text), $options: 'i' };
    match.$or = [{ invoiceNumber: pattern }, { buyerName: pattern }, { buyerEmail: pattern }, { description: pattern }];
  }
  return match;
}

export function invoiceDownloadUrl(id: string): string {
  return `/ca/invoices/${id}/file`;
}

interface Group {
  _id: { month: string; status: string };
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

/** How long a cached figure may be served without its revision moving (bounds staleness if an advance failed). */
export const REPORT_CACHE_MS = 60_000;
const REPORT_CACHE_ENTRIES = 200;

/**
 * Figures computed at the invoices' current revision are kept (a few hundred, for a minute) and
 * shared by concurrent callers; a write to the invoices moves the revision and so misses them.
 */
function revisionCache(Counter: Models['Counter']) {
  const entries = new Map<string, { at: number; value: Promise<unknown> }>();
  return async function cached<T>(key: string, compute: () => PromiseLike<T>): Promise<T> {
    const fullKey = `${await invoiceRevision(Counter)}|${key}`;
    const hit = entries.get(fullKey);
    if (hit && Date.now() - hit.at < REPORT_CACHE_MS) return hit.value as Promise<T>;
    // A promise (a mongoose query is a thenable that would run again on every await).
    const value = Promise.resolve().then(compute);
    entries.set(fullKey, { at: Date.now(), value });
    value.catch(() => entries.delete(fullKey));
    // A Map keeps insertion order: the first entries are the oldest.
    for (const oldest of entries.keys()) {
      if (entries.size <= REPORT_CACHE_ENTRIES) break;
      entries.delete(oldest);
    }
    return value;
  };
}

export function createInvoiceReports({ Invoice, Counter }: Pick<Models, 'Invoice' | 'Counter'>): InvoiceReports {
  const cached = revisionCache(Counter);
  const filterKey = (filter: InvoiceFilter) => JSON.stringify([filter.from, filter.to, (filter.q ?? '').trim().toLowerCase()]);

  /** One pass over the filter's invoices: the sums per month and status (the embedded engine scans for every query). */
  function stats(filter: InvoiceFilter): Promise<InvoiceStats> {
    return cached(`stats|${filterKey(filter)}`, async () => {
      const groups = await Invoice.aggregate<Group>([
        { $match: invoiceMatch(filter) },
        {
          $group: {
            _id: { month: '$month', status: '$status' },
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
      const issued = groups.filter((g) => g._id.status === 'ISSUED').sort((a, b) => a._id.month.localeCompare(b._id.month));
      const sum = (field: keyof Omit<Group, '_id'>, rows = issued) => rows.reduce((total, g) => total + g[field], 0);
      return {
        totalCount: sum('count'),
        totalAmountMinor: sum('amountMinor'),
        totalBaseMinor: sum('baseMinor'),
        totalCgstMinor: sum('cgstMinor'),
        totalSgstMinor: sum('sgstMinor'),
        totalIgstMinor: sum('igstMinor'),
        intraStateCount: sum('intraStateCount'),
        interStateCount: sum('interStateCount'),
        cancelledCount: sum(
          'count',
          groups.filter((g) => g._id.status === 'CANCELLED'),
        ),
        byMonth: issued.map((g): MonthFigures => ({
          month: g._id.month,
          count: g.count,
          amountMinor: g.amountMinor,
          taxMinor: g.taxMinor,
        })),
      };
    });
  }

  return {
    stats,

    async page(filter, page, size) {
      // The count comes from the same pass as the figures (the screen asks for both at once).
      const [docs, figures] = await Promise.all([
        cached(`page|${filterKey(filter)}|${page}|${size}`, () =>
          Invoice.find(invoiceMatch(filter))
            .sort({ issuedAt: -1, _id: -1 })
            .skip(page * size)
            .limit(size)
            .lean<InvoiceDoc[]>(),
        ),
        stats(filter),
      ]);
      const totalItems = figures.totalCount + figures.cancelledCount;
      return {
        items: docs.map((doc) => toInvoiceView(doc, invoiceDownloadUrl(String(doc._id)))),
        page,
        size,
        totalItems,
        totalPages: Math.ceil(totalItems / size),
      };
    },

    cursor(filter) {
      return Invoice.find(invoiceMatch(filter))
        .sort({ issuedAt: 1, _id: 1 })
        .lean<InvoiceDoc>()
        .cursor({ batchSize: 1000 }) as unknown as Cursor<InvoiceDoc>;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The CA views' reads over invoices: statistics, pages, the CSV export (plugins/app/invoices/invoice-reports.ts). */
    invoiceReports: InvoiceReports;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('invoiceReports', createInvoiceReports(fastify.models));
  },
  { name: 'invoice-reports', dependencies: ['repositories'] },
);
