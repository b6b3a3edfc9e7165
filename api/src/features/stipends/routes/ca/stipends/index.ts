/**
 * GET /ca/stipends and /ca/stipends/export.csv: a month's stipend payouts with their total, as JSON
 * or CSV. Stipends are not GST supplies: they are in no return (GSTR-1, GSTR-3B). CA only (../autohooks.ts).
 */
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { INVOICE_QUERY_MESSAGES } from '@portal/domain/invoice-queries';
import { StipendPayoutMonthSchema } from '@portal/domain/views/stipend';
import { MonthQuery } from '../../../../../schemas/invoice.ts';
import { sendCsv } from '../../../../../plugins/file-reply.ts';
import { QUERY_ERRORS, ROLE_ERRORS, csvResponse, errorResponses, pagingQuery } from '../../../../../schemas/common.ts';
import { stipendCsvFileName, stipendPayoutsCsv } from '../../../stipend-csv.ts';

const PAGE_SIZE_MAX = 200;
const PAGING = pagingQuery({ maxSize: PAGE_SIZE_MAX, defaultSize: 50, maxPage: 10_000 });
const PAGING_MESSAGES: Record<string, string> = {
  '/page': INVOICE_QUERY_MESSAGES.pageInvalid,
  '/size': `The page size must be a whole number from 1 to ${PAGE_SIZE_MAX}.`,
};
const PagedMonthQuery = Type.Object({ ...MonthQuery.properties, ...PAGING.properties }, { additionalProperties: false });

const stipends: FastifyPluginAsyncTypebox = async (fastify) => {
  const caRoute = { tags: ['ca'], security: [{ bearerAuth: [] }] };
  const schemaErrorFormatter = () => new Error(INVOICE_QUERY_MESSAGES.monthInvalid);

  fastify.get(
    '/',
    {
      schema: {
        ...caRoute,
        summary:
          "One page of the month's stipend payouts (day paid, intern, amount, bank reference), and the month's count and total; not GST supplies",
        querystring: PagedMonthQuery,
        response: { 200: StipendPayoutMonthSchema, ...errorResponses(...QUERY_ERRORS, ...ROLE_ERRORS) },
      },
      schemaErrorFormatter: (errors) => new Error(PAGING_MESSAGES[errors[0]?.instancePath ?? ''] ?? INVOICE_QUERY_MESSAGES.monthInvalid),
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return fastify.stipends.payouts(request.query.month, PAGING.of(request.query));
    },
  );

  fastify.get(
    '/export.csv',
    {
      schema: {
        ...caRoute,
        summary: 'Every stipend payout of the month as CSV, a row each, then the total',
        querystring: MonthQuery,
        response: {
          200: csvResponse('the payouts, then the total'),
          ...errorResponses(...QUERY_ERRORS, ...ROLE_ERRORS),
        },
      },
      schemaErrorFormatter,
    },
    async (request, reply) =>
      sendCsv(reply, stipendCsvFileName(request.query.month), stipendPayoutsCsv(await fastify.stipends.allPayouts(request.query.month))),
  );
};

export default stipends;
