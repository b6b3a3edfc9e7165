/** GET /ca/gstr1 and /ca/gstr1/export.csv: a month's GSTR-1 tables for the CA. CA only (../autohooks.ts). */
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { INVOICE_QUERY_MESSAGES, RETURN_MONTH_PATTERN, gstr1FileName } from '@portal/domain/invoice-queries';
import { Gstr1Schema } from '@portal/domain/views/gstr1';
import { buildGstr1, gstr1Csv } from '../../../../../lib/gstr1.ts';
import { returnMonthProblem } from '../../../../../lib/return-month.ts';
import { QUERY_ERRORS, ROLE_ERRORS, errorResponses } from '../../../../../schemas/common.ts';

const MonthQuery = Type.Object(
  { month: Type.String({ pattern: RETURN_MONTH_PATTERN, description: 'the return period, YYYY-MM (a month in India time)' }) },
  { additionalProperties: false },
);

const gstr1: FastifyPluginAsyncTypebox = async (fastify) => {
  // A month the pattern allows but no return exists for (0000-01, years ahead) is a 400 too.
  fastify.addHook('preHandler', async (request) => {
    const { month } = request.query as { month?: string };
    const now = new Date(Math.max(Date.now(), fastify.cohorts.now().getTime()));
    const problem = month === undefined ? null : returnMonthProblem(month, now);
    if (problem) throw fastify.httpErrors.badRequest(problem);
  });
  const caRoute = { tags: ['ca'], security: [{ bearerAuth: [] }] };
  const schemaErrorFormatter = () => new Error(INVOICE_QUERY_MESSAGES.monthInvalid);
  const tablesOf = async (month: string) =>
    buildGstr1(await fastify.invoiceReports.ofMonth(month), { gstin: fastify.config.seller.gstin, month });

  fastify.get(
    '/',
    {
      schema: {
        ...caRoute,
        summary:
          "The month's outward supplies as GSTR-1 JSON (GSTN offline-tool shape): B2C small, exports, credit notes, SAC summary, documents issued",
        querystring: MonthQuery,
        response: { 200: Gstr1Schema, ...errorResponses(...QUERY_ERRORS, ...ROLE_ERRORS) },
      },
      schemaErrorFormatter,
    },
    async (request, reply) => {
      const tables = await tablesOf(request.query.month);
      reply.header('content-disposition', `attachment; filename="${gstr1FileName(request.query.month, 'json')}"`);
      reply.header('cache-control', 'private, no-store');
      return tables;
    },
  );

  fastify.get(
    '/export.csv',
    {
      schema: {
        ...caRoute,
        summary: 'The same GSTR-1 tables as CSV, one row per table line',
        querystring: MonthQuery,
        response: {
          200: { description: 'a header row, then the table lines', content: { 'text/csv': { schema: Type.String() } } },
          ...errorResponses(...QUERY_ERRORS, ...ROLE_ERRORS),
        },
      },
      schemaErrorFormatter,
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${gstr1FileName(request.query.month, 'csv')}"`)
        .header('cache-control', 'private, no-store')
        .send(gstr1Csv(await tablesOf(request.query.month))),
  );
};

export default gstr1;
