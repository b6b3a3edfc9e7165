import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { istDayEnd, istDayStart } from '../../../lib/dates.ts';
import { QUERY_ERRORS, ROLE_ERRORS, errorResponses, escapeRegex } from '../../../lib/schemas.ts';

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD, a day in India time' });
const StatsQuery = Type.Object(
  { from: Type.Optional(Day), to: Type.Optional(Day), q: Type.Optional(Type.String({ maxLength: 200 })) },
  { additionalProperties: false },
);
const MonthRow = Type.Object(
  { month: Type.String(), count: Type.Integer(), amountMinor: Type.Integer(), taxMinor: Type.Integer() },
  { additionalProperties: false },
);
const Stats = Type.Object(
  {
    totalCount: Type.Integer(),
    totalAmountMinor: Type.Integer(),
    totalBaseMinor: Type.Integer(),
    totalCgstMinor: Type.Integer(),
    totalSgstMinor: Type.Integer(),
    totalIgstMinor: Type.Integer(),
    intraStateCount: Type.Integer(),
    interStateCount: Type.Integer(),
    byMonth: Type.Array(MonthRow),
  },
  { additionalProperties: false },
);

/**
 * The $match of the CA views: issued (not cancelled) invoices with issuedAt in [from, to] (days in
 * India time, both inclusive) whose number, buyer name, buyer e-mail or description contains q.
 */
export function invoiceFilter(query: { from?: string; to?: string; q?: string }): Record<string, unknown> | string {
  const match: Record<string, unknown> = { status: 'ISSUED' };
  const range: Record<string, Date> = {};
  if (query.from) {
    const start = istDayStart(query.from);
    if (!start) return `The from date ${query.from} is not a valid date.`;
    range.$gte = start;
  }
  if (query.to) {
    const end = istDayEnd(query.to);
    if (!end) return `The to date ${query.to} is not a valid date.`;
    range.$lt = end;
  }
  if (range.$gte && range.$lt && range.$gte >= range.$lt) return 'The from date must not be after the to date.';
  if (Object.keys(range).length) match.issuedAt = range;
  const text = (query.q ?? '').trim();
  if (text) {
    const pattern = { $regex: escapeRegex(text), $options: 'i' };
    match.$or = [{ invoiceNumber: pattern }, { buyerName: pattern }, { buyerEmail: pattern }, { description: pattern }];
  }
  return match;
}

interface Totals {
  totalCount: number;
  totalAmountMinor: number;
  totalBaseMinor: number;
  totalCgstMinor: number;
  totalSgstMinor: number;
  totalIgstMinor: number;
  intraStateCount: number;
  interStateCount: number;
}

const NO_INVOICES: Totals = {
  totalCount: 0, totalAmountMinor: 0, totalBaseMinor: 0, totalCgstMinor: 0,
  totalSgstMinor: 0, totalIgstMinor: 0, intraStateCount: 0, interStateCount: 0,
};

/** GET /ca/invoices/stats?from&to&q : SPEC §3 invoice statistics, one $match + $group per figure set. */
const invoices: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('/stats', {
    schema: {
      tags: ['ca'],
      summary: 'Invoice totals and per-month figures; cancelled invoices are excluded',
      security: [{ bearerAuth: [] }],
      querystring: StatsQuery,
      response: { 200: Stats, ...errorResponses(...QUERY_ERRORS, ...ROLE_ERRORS) },
    },
  }, async (request, reply) => {
    const match = invoiceFilter(request.query);
    if (typeof match === 'string') return reply.badRequest(match);
    const { Invoice } = fastify.models;
    const [totals, byMonth] = await Promise.all([
      Invoice.aggregate<Totals>([
        { $match: match },
        {
          $group: {
            _id: null,
            totalCount: { $sum: 1 },
            totalAmountMinor: { $sum: '$amountMinor' },
            totalBaseMinor: { $sum: '$baseMinor' },
            totalCgstMinor: { $sum: '$cgstMinor' },
            totalSgstMinor: { $sum: '$sgstMinor' },
            totalIgstMinor: { $sum: '$igstMinor' },
            intraStateCount: { $sum: '$intraState' },
            interStateCount: { $sum: '$interState' },
          },
        },
        { $project: { _id: 0 } },
      ]),
      Invoice.aggregate<{ month: string; count: number; amountMinor: number; taxMinor: number }>([
        { $match: match },
        { $group: { _id: '$month', count: { $sum: 1 }, amountMinor: { $sum: '$amountMinor' }, taxMinor: { $sum: '$taxMinor' } } },
        { $sort: { _id: 1 } },
        { $project: { _id: 0, month: '$_id', count: 1, amountMinor: 1, taxMinor: 1 } },
      ]),
    ]);
    return { ...(totals[0] ?? NO_INVOICES), byMonth };
  });
};

export default invoices;
