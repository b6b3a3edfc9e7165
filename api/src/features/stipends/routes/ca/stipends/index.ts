/**
 * GET /ca/stipends and /ca/stipends/export.csv: a month's stipend payouts with their total, as JSON
 * or CSV. Stipends are not GST supplies: they are in no return (GSTR-1, GSTR-3B). CA only (../autohooks.ts).
 */
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { INVOICE_QUERY_MESSAGES } from '@portal/domain/invoice-queries';
import { StipendPayoutMonthSchema } from '@portal/domain/views/stipend';
import { MonthQuery } from '../../../../../schemas/invoice.ts';
import { QUERY_ERRORS, ROLE_ERRORS, errorResponses } from '../../../../../schemas/common.ts';
import { stipendCsvFileName, stipendPayoutsCsv } from '../../../stipend-csv.ts';

const stipends: FastifyPluginAsyncTypebox = async (fastify) => {
  const caRoute = { tags: ['ca'], security: [{ bearerAuth: [] }] };
  const schemaErrorFormatter = () => new Error(INVOICE_QUERY_MESSAGES.monthInvalid);

  fastify.get(
    '/',
    {
      schema: {
        ...caRoute,
        summary: "The month's stipend payouts (day paid, intern, amount, bank reference) and their total; not GST supplies",
        querystring: MonthQuery,
        response: { 200: StipendPayoutMonthSchema, ...errorResponses(...QUERY_ERRORS, ...ROLE_ERRORS) },
      },
      schemaErrorFormatter,
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return fastify.stipends.payouts(request.query.month);
    },
  );

  fastify.get(
    '/export.csv',
    {
      schema: {
        ...caRoute,
        summary: "The same month's stipend payouts as CSV, a row each, then the total",
        querystring: MonthQuery,
        response: {
          200: { description: 'a header row, the payouts, then the total', content: { 'text/csv': { schema: Type.String() } } },
          ...errorResponses(...QUERY_ERRORS, ...ROLE_ERRORS),
        },
      },
      schemaErrorFormatter,
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${stipendCsvFileName(request.query.month)}"`)
        .header('cache-control', 'private, no-store')
        .send(stipendPayoutsCsv(await fastify.stipends.payouts(request.query.month))),
  );
};

export default stipends;
