/** GET /ca/gstr3b: a month's GSTR-3B Table 3.1 figures for the CA, from the documents GSTR-1 is made of. CA only (../autohooks.ts). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { INVOICE_QUERY_MESSAGES } from '@portal/domain/invoice-queries';
import { Gstr3bSchema } from '@portal/domain/views/gstr3b';
import { buildGstr3b } from '../../../../../lib/gstr1.ts';
import { MonthQuery } from '../../../../../schemas/invoice.ts';
import { returnMonthProblem } from '../../../../../lib/return-month.ts';
import { QUERY_ERRORS, ROLE_ERRORS, errorResponses } from '../../../../../schemas/common.ts';

const gstr3b: FastifyPluginAsyncTypebox = async (fastify) => {
  // A month the pattern allows but no return exists for (0000-01, years ahead) is a 400 too.
  fastify.addHook('preHandler', async (request) => {
    const { month } = request.query as { month?: string };
    const now = new Date(Math.max(Date.now(), fastify.cohorts.now().getTime()));
    const problem = month === undefined ? null : returnMonthProblem(month, now);
    if (problem) throw fastify.httpErrors.badRequest(problem);
  });
  fastify.get(
    '/',
    {
      schema: {
        tags: ['ca'],
        security: [{ bearerAuth: [] }],
        summary:
          "The month's GSTR-3B Table 3.1(a) (taxable supplies other than zero-rated) and 3.1(b) (exports), net of credit notes, equal to GSTR-1's tables",
        querystring: MonthQuery,
        response: { 200: Gstr3bSchema, ...errorResponses(...QUERY_ERRORS, ...ROLE_ERRORS) },
      },
      schemaErrorFormatter: () => new Error(INVOICE_QUERY_MESSAGES.monthInvalid),
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return buildGstr3b(await fastify.invoiceReports.ofMonth(request.query.month), request.query.month);
    },
  );
};

export default gstr3b;
