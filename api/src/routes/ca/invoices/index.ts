import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { groupSums } from '../../../lib/aggregate.ts';
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

/** GET /ca/invoices/stats?from&to&q : SPEC §3 invoice statistics ($match + $group only, see lib/aggregate.ts). */
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
    const [totals, months] = await Promise.all([
      groupSums(Invoice, match, null, {
        totalCount: 1,
        totalAmountMinor: '$amountMinor',
        totalBaseMinor: '$baseMinor',
        totalCgstMinor: '$cgstMinor',
        totalSgstMinor: '$sgstMinor',
        totalIgstMinor: '$igstMinor',
        intraStateCount: '$intraState',
        interStateCount: '$interState',
      }),
      groupSums(Invoice, match, '$month', { count: 1, amountMinor: '$amountMinor', taxMinor: '$taxMinor' }),
    ]);
    const t = totals.get(null);
    return {
      totalCount: t?.totalCount ?? 0,
      totalAmountMinor: t?.totalAmountMinor ?? 0,
      totalBaseMinor: t?.totalBaseMinor ?? 0,
      totalCgstMinor: t?.totalCgstMinor ?? 0,
      totalSgstMinor: t?.totalSgstMinor ?? 0,
      totalIgstMinor: t?.totalIgstMinor ?? 0,
      intraStateCount: t?.intraStateCount ?? 0,
      interStateCount: t?.interStateCount ?? 0,
      byMonth: [...months.entries()]
        .map(([month, m]) => ({ month: String(month), count: m.count, amountMinor: m.amountMinor, taxMinor: m.taxMinor }))
        .sort((a, b) => a.month.localeCompare(b.month)),
    };
  });
};

export default invoices;
