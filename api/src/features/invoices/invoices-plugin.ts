import fp from 'fastify-plugin';
import { invoiceNumbering } from './invoice-numbering.ts';
import { invoicePdfs } from './invoice-pdf.ts';
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
    const repository = createInvoiceRepository(fastify.models);
    fastify.decorate(
      'invoices',
      createInvoiceService({
        repository,
        insertNumbered: invoiceNumbering(repository),
        pdfs: invoicePdfs({ repository, files: fastify.files, pdf: fastify.pdf, log: fastify.log }),
        seller: fastify.config.seller,
        audit: fastify.auditTrail,
      }),
    );
    fastify.decorate('invoiceReports', createInvoiceReports(fastify.models.Invoice, fastify.cacheRevisions));
  },
  { name: 'invoices', dependencies: ['models', 'cache-revisions', 'files', 'pdf', 'audit'] },
);
