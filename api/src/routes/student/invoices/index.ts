import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_MESSAGES } from '../../../lib/messages.ts';
import { ErrorResponse, NullableDateTime, NullableString, authErrors } from '../../../lib/schemas.ts';
import { INVOICE_STATUSES } from '../../../models/invoice.ts';
import { toInvoiceView } from '../../../plugins/app/invoices/invoice-repository.ts';

const InvoiceSchema = Type.Object(
  {
    id: Type.String(),
    invoiceNumber: Type.String(),
    issuedAt: Type.String({ format: 'date-time' }),
    buyerName: NullableString(),
    buyerEmail: NullableString(),
    buyerState: NullableString(),
    buyerCountry: NullableString(),
    amountMinor: Type.Integer(),
    cgstMinor: Type.Integer(),
    sgstMinor: Type.Integer(),
    igstMinor: Type.Integer(),
    currency: Type.String(),
    description: NullableString(),
    status: Type.Enum([...INVOICE_STATUSES]),
    cancelledAt: NullableDateTime(),
    downloadUrl: Type.String({ description: 'API path of the PDF' }),
  },
  { additionalProperties: false },
);
const Params = Type.Object({ id: Type.String({ maxLength: 64 }) }, { additionalProperties: false });

export const studentInvoiceFileUrl = (id: string) => `/student/invoices/${id}/file`;

/** GET /student/invoices and GET /student/invoices/{id}/file (SPEC §7): the student's own invoices only. */
const invoices: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('/', {
    schema: {
      tags: ['student'],
      summary: 'The signed-in student\'s invoices, newest first (cancelled ones included, with their status)',
      security: [{ bearerAuth: [] }],
      response: { 200: Type.Array(InvoiceSchema), ...authErrors },
    },
  }, async (request) => {
    const rows = await fastify.invoices.listForOwner(request.currentUser._id);
    return rows.map((inv) => toInvoiceView(inv, studentInvoiceFileUrl(String(inv._id))));
  });

  fastify.get('/:id/file', {
    schema: {
      tags: ['student'],
      summary: 'The invoice PDF (marked CANCELLED once cancelled); another student\'s invoice is a 404',
      security: [{ bearerAuth: [] }],
      params: Params,
      response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }), 404: ErrorResponse, ...authErrors },
    },
  }, async (request, reply) => {
    const file = await fastify.invoices.pdfOf(request.params.id, String(request.currentUser._id));
    if (!file) throw fastify.httpErrors.notFound(API_MESSAGES.invoiceNotFound);
    await fastify.audit(request, { action: 'invoice.file', targetType: 'invoice', targetId: String(file.invoice._id), after: { invoiceNumber: file.invoice.invoiceNumber } });
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `inline; filename="${file.fileName}"`)
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .send(file.bytes);
  });
};

export default invoices;
