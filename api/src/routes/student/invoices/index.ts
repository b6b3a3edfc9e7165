import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_MESSAGES } from '../../../lib/messages.ts';
import { InvoiceIdParams, InvoiceViewSchema, PdfResponse } from '../../../schemas/invoice.ts';
import { sendInvoicePdf } from '../../../lib/invoice-pdf-reply.ts';
import { QUERY_ERRORS, ROLE_ERRORS, errorResponses } from '../../../schemas/common.ts';
import { toInvoiceView } from '../../../plugins/app/invoices/invoice-repository.ts';

export const studentInvoiceFileUrl = (id: string) => `/student/invoices/${id}/file`;

/** GET /student/invoices and GET /student/invoices/{id}/file (SPEC §7): the student's own invoices only. */
const invoices: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['student'],
        summary: "The signed-in student's invoices, newest first (cancelled ones included, with their status)",
        security: [{ bearerAuth: [] }],
        response: { 200: Type.Array(InvoiceViewSchema), ...errorResponses(...ROLE_ERRORS) },
      },
    },
    async (request) => {
      const rows = await fastify.invoices.listForOwner(request.currentUser._id);
      return rows.map((inv) => toInvoiceView(inv, studentInvoiceFileUrl(String(inv._id))));
    },
  );

  fastify.get(
    '/:id/file',
    {
      schema: {
        tags: ['student'],
        summary: "The invoice PDF (marked CANCELLED once cancelled); another student's invoice is a 404",
        security: [{ bearerAuth: [] }],
        params: InvoiceIdParams,
        response: { 200: PdfResponse, ...errorResponses(...QUERY_ERRORS, ...ROLE_ERRORS, 404) },
      },
    },
    async (request, reply) => {
      const file = await fastify.invoices.pdfOf(request.params.id, String(request.currentUser._id));
      if (!file) throw fastify.httpErrors.notFound(API_MESSAGES.invoiceNotFound);
      return sendInvoicePdf(request, reply, file);
    },
  );
};

export default invoices;
