/** The CA invoice calls (SPEC §7 CA): statistics, pages of the list, the CSV export and the PDFs. CA only (../autohooks.ts). */
import type { Readable } from 'node:stream';
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { INVOICE_DEFAULT_PAGE_SIZE } from '@portal/domain/constants';
import { invoiceCsvFileName, invoiceQueryProblem, invoiceRangeOf } from '@portal/domain/invoice-queries';
import { invoiceCsvStream } from '../../../../../lib/invoice-csv.ts';
import { API_MESSAGES } from '../../../../../lib/messages.ts';
import { actorOf } from '../../../../../plugins/authorization.ts';
import { sendCsv, sendPdf } from '../../../../../plugins/file-reply.ts';
import {
  InvoiceFilterQuery,
  InvoiceIdParams,
  InvoicePageQuery,
  InvoicePageSchema,
  InvoiceStatsSchema,
  PdfResponse,
  invoiceQueryErrorFormatter,
} from '../../../../../schemas/invoice.ts';
import { QUERY_ERRORS, ROLE_ERRORS, errorResponses } from '../../../../../schemas/common.ts';
import type { InvoiceFilter } from '../../../invoice-reports.ts';

/** The filter with the SPEC §9 defaults filled in (one month ago to today), or the sentence saying what is wrong. */
function filterOf(query: { from?: string; to?: string; q?: string }): InvoiceFilter | string {
  const problem = invoiceQueryProblem(query);
  if (problem) return problem;
  const range = invoiceRangeOf(query);
  return invoiceQueryProblem(range) ?? { ...range, q: query.q };
}

const invoices: FastifyPluginAsyncTypebox = async (fastify) => {
  const caRoute = { tags: ['ca'], security: [{ bearerAuth: [] }] };

  fastify.get(
    '/stats',
    {
      schema: {
        ...caRoute,
        summary: 'Totals and per-month figures of the issued invoices in the range; cancelled ones are only counted',
        querystring: InvoiceFilterQuery,
        response: { 200: InvoiceStatsSchema, ...errorResponses(...QUERY_ERRORS, ...ROLE_ERRORS) },
      },
      schemaErrorFormatter: invoiceQueryErrorFormatter,
    },
    async (request, reply) => {
      const filter = filterOf(request.query);
      if (typeof filter === 'string') return reply.badRequest(filter);
      return fastify.invoiceReports.stats(filter);
    },
  );

  fastify.get(
    '/list',
    {
      schema: {
        ...caRoute,
        summary: 'One page of the invoices in the range (issued and cancelled), newest first',
        querystring: InvoicePageQuery,
        response: { 200: InvoicePageSchema, ...errorResponses(...QUERY_ERRORS, ...ROLE_ERRORS) },
      },
      schemaErrorFormatter: invoiceQueryErrorFormatter,
    },
    async (request, reply) => {
      const filter = filterOf(request.query);
      if (typeof filter === 'string') return reply.badRequest(filter);
      const { page = 0, size = INVOICE_DEFAULT_PAGE_SIZE } = request.query;
      return fastify.invoiceReports.page(filter, page, size);
    },
  );

  fastify.get(
    '/export.csv',
    {
      schema: {
        ...caRoute,
        summary: 'Every invoice in the range as CSV (streamed), oldest first, money in rupees, days in India time',
        querystring: InvoiceFilterQuery,
        response: {
          // A stream is sent as it is (never serialized); Unsafe types the handler's answer as one.
          200: {
            description: 'a header row, then one row per invoice',
            content: { 'text/csv': { schema: Type.Unsafe<Readable>({ type: 'string' }) } },
          },
          ...errorResponses(...QUERY_ERRORS, ...ROLE_ERRORS),
        },
      },
      schemaErrorFormatter: invoiceQueryErrorFormatter,
    },
    async (request, reply) => {
      const filter = filterOf(request.query);
      if (typeof filter === 'string') return reply.badRequest(filter);
      const csv = invoiceCsvStream(fastify.invoiceReports.cursor(filter), (err) => request.log.error({ err }, 'invoice CSV export failed'));
      return sendCsv(reply, invoiceCsvFileName(filter), csv);
    },
  );

  fastify.get(
    '/:id/file',
    {
      schema: {
        ...caRoute,
        summary: 'The invoice PDF of any student (marked CANCELLED once cancelled); an unknown id is a 404',
        params: InvoiceIdParams,
        response: { 200: PdfResponse, ...errorResponses(...QUERY_ERRORS, ...ROLE_ERRORS, 404) },
      },
    },
    async (request, reply) => {
      const file = await fastify.invoices.openPdf(actorOf(request), request.params.id);
      if (!file) throw fastify.httpErrors.notFound(API_MESSAGES.invoiceNotFound);
      return sendPdf(reply, file.fileName, file.bytes);
    },
  );
};

export default invoices;
