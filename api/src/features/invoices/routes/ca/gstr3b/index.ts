/**
 * GET /ca/gstr3b and /ca/gstr3b/export.csv: a month's GSTR-3B Table 3.1 and 3.2 figures for the CA,
 * from the documents GSTR-1 is made of, as JSON or CSV. CA only (../autohooks.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { INVOICE_QUERY_MESSAGES, gstr3bFileName } from '@portal/domain/invoice-queries';
import { Gstr3bSchema } from '@portal/domain/views/gstr3b';
import { buildGstr3b } from '../../../../../lib/gstr1.ts';
import { gstr3bCsv } from '../../../../../lib/gstr3b-csv.ts';
import { MonthQuery } from '../../../../../schemas/invoice.ts';
import { returnMonthProblem } from '../../../../../lib/return-month.ts';
import { sendCsv } from '../../../../../plugins/file-reply.ts';
import { QUERY_ERRORS, ROLE_ERRORS, csvResponse, errorResponses } from '../../../../../schemas/common.ts';

const gstr3b: FastifyPluginAsyncTypebox = async (fastify) => {
  // A month the pattern allows but no return exists for (0000-01, years ahead) is a 400 too.
  fastify.addHook('preHandler', async (request) => {
    const { month } = request.query as { month?: string };
    const now = new Date(Math.max(Date.now(), fastify.cohorts.now().getTime()));
    const problem = month === undefined ? null : returnMonthProblem(month, now);
    if (problem) throw fastify.httpErrors.badRequest(problem);
  });
  const caRoute = { tags: ['ca'], security: [{ bearerAuth: [] }] };
  const schemaErrorFormatter = () => new Error(INVOICE_QUERY_MESSAGES.monthInvalid);
  const figuresOf = async (month: string) => buildGstr3b(await fastify.invoiceReports.ofMonth(month), month);

  fastify.get(
    '/',
    {
      schema: {
        ...caRoute,
        summary:
          "The month's GSTR-3B Table 3.1(a) (taxable supplies other than zero-rated), 3.1(b) (exports) and 3.2 (inter-state supplies to unregistered persons), net of credit notes, equal to GSTR-1's tables",
        querystring: MonthQuery,
        response: { 200: Gstr3bSchema, ...errorResponses(...QUERY_ERRORS, ...ROLE_ERRORS) },
      },
      schemaErrorFormatter,
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return figuresOf(request.query.month);
    },
  );

  fastify.get(
    '/export.csv',
    {
      schema: {
        ...caRoute,
        summary: 'The same GSTR-3B figures as CSV: a row each for Table 3.1(a) and 3.1(b), then one per Table 3.2 place of supply',
        querystring: MonthQuery,
        response: {
          200: csvResponse('the table rows'),
          ...errorResponses(...QUERY_ERRORS, ...ROLE_ERRORS),
        },
      },
      schemaErrorFormatter,
    },
    async (request, reply) => sendCsv(reply, gstr3bFileName(request.query.month), gstr3bCsv(await figuresOf(request.query.month))),
  );
};

export default gstr3b;
