import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_MESSAGES } from '../../../../../lib/messages.ts';
import { InvoiceIdParams, InvoiceViewSchema, PdfResponse } from '../../../../../schemas/invoice.ts';
import { actorOf } from '../../../../../plugins/authorization.ts';
import { sendPdf } from '../../../../../plugins/file-reply.ts';
import { QUERY_ERRORS, ROLE_ERRORS, errorResponses } from '../../../../../schemas/common.ts';

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
    async (request) => fastify.invoices.viewsOfOwner(request.currentUser._id, studentInvoiceFileUrl),
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
      const file = await fastify.invoices.openPdf(actorOf(request), request.params.id, String(request.currentUser._id));
      if (!file) throw fastify.httpErrors.notFound(API_MESSAGES.invoiceNotFound);
      return sendPdf(reply, file.fileName, file.bytes);
    },
  );
};

export default invoices;
