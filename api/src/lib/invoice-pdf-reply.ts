/**
 * Sends an invoice PDF the same way to a student and to a CA: recorded in the audit trail (who
 * opened which invoice), shown inline under its number, never cached or sniffed.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { InvoicePdf } from '../plugins/app/invoices/invoice-repository.ts';

export async function sendInvoicePdf(request: FastifyRequest, reply: FastifyReply, file: InvoicePdf): Promise<FastifyReply> {
  const { invoice } = file;
  await request.server.audit(request, {
    action: 'invoice.file',
    targetType: 'invoice',
    targetId: String(invoice._id),
    after: { invoiceNumber: invoice.invoiceNumber },
  });
  return reply
    .type('application/pdf')
    .header('Content-Disposition', `inline; filename="${file.fileName}"`)
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(file.bytes);
}
