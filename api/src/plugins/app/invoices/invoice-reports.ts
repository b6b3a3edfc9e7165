/**
 * fastify.invoiceReports: every read the CA views make over invoices (statistics, pages, the CSV
 * export's cursor). Issuing and cancelling invoices is the invoice repository's business.
 *
 * Filters use only what the stored fields and indexes give: issuedAt ranges (index
 * {status, issuedAt}), the month stored at write time for the per-month sums, and one $group
 * with several accumulators (portable to MongoDB and the embedded engine).
 */
import fp from 'fastify-plugin';
import type { Cursor } from 'mongoose';
import type { InvoicePage, InvoiceRange, InvoiceStats, MonthFigures } from '@portal/domain/invoice-queries';
import { istDayEnd, istDayStart } from '../../../lib/dates.ts';
import type { InvoiceDoc, Models } from '../../../lib/models.ts';
import { escapeRegex } from '../../../lib/schemas.ts';
import { toInvoiceView } from './invoice-repository.ts';

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

interface MonthGroup {
  _id: string;
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

export function createInvoiceReports({ Invoice }: Pick<Models, 'Invoice'>): InvoiceReports {
  return {
    async stats(filter) {
      const match = invoiceMatch(filter);
      const [months, cancelledCount] = await Promise.all([
        Invoice.aggregate<MonthGroup>([
          { $match: { ...match, status: 'ISSUED' } },
          {
            $group: {
              _id: '$month',
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
          { $sort: { _id: 1 } },
        ]),
        Invoice.countDocuments({ ...match, status: 'CANCELLED' }),
      ]);
      const sum = (field: keyof Omit<MonthGroup, '_id'>) => months.reduce((total, m) => total + m[field], 0);
      return {
        totalCount: sum('count'),
        totalAmountMinor: sum('amountMinor'),
        totalBaseMinor: sum('baseMinor'),
        totalCgstMinor: sum('cgstMinor'),
        totalSgstMinor: sum('sgstMinor'),
        totalIgstMinor: sum('igstMinor'),
        intraStateCount: sum('intraStateCount'),
        interStateCount: sum('interStateCount'),
        cancelledCount,
        byMonth: months.map((m): MonthFigures => ({ month: m._id, count: m.count, amountMinor: m.amountMinor, taxMinor: m.taxMinor })),
      };
    },

    async page(filter, page, size) {
      const match = invoiceMatch(filter);
      const [docs, totalItems] = await Promise.all([
        Invoice.find(match).sort({ issuedAt: -1, _id: -1 }).skip(page * size).limit(size).lean<InvoiceDoc[]>(),
        Invoice.countDocuments(match),
      ]);
      return { items: docs.map((doc) => toInvoiceView(doc, invoiceDownloadUrl(String(doc._id)))), page, size, totalItems, totalPages: Math.ceil(totalItems / size) };
    },

    cursor(filter) {
      return Invoice.find(invoiceMatch(filter)).sort({ issuedAt: 1, _id: 1 }).lean<InvoiceDoc>().cursor({ batchSize: 1000 }) as unknown as Cursor<InvoiceDoc>;
    },
  };
}

export default fp(async (fastify) => {
  fastify.decorate('invoiceReports', createInvoiceReports(fastify.models));
}, { name: 'invoice-reports', dependencies: ['repositories'] });
