import fp from 'fastify-plugin';
import { createInvoiceReports, type InvoiceReports } from './invoice-reports.ts';
import { createInvoiceRepository } from './invoice-repository.ts';
import { createInvoiceService, type InvoiceService } from './invoice-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Issues, credits, lists and draws GST tax invoices; opening one is recorded. */
    invoices: InvoiceService;
    /** The CA views' reads over invoices: statistics, pages, the CSV export. */
    invoiceReports: InvoiceReports;
  }
}

export default fp(
  async (fastify) => {
    const repository = createInvoiceRepository({
      models: fastify.models,
      files: fastify.files,
      pdf: fastify.pdf,
      seller: fastify.config.seller,
      log: fastify.log,
    });
    fastify.decorate('invoices', createInvoiceService(repository, fastify.auditTrail));
    fastify.decorate('invoiceReports', createInvoiceReports(fastify.models));
  },
  { name: 'invoices', dependencies: ['models', 'files', 'pdf', 'audit'] },
);
