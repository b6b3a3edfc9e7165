import type { Model } from 'mongoose';
import type { InvoiceDoc } from '../models/invoice.ts';
import { dropIndexIfPresent } from './drop-index.ts';
import type { Migration } from './migration.ts';

/** The unique index of the time before credit notes (one series per year), which would refuse CN/26-27/00001 beside INV/26-27/00001. */
const SINGLE_SERIES_INDEX = 'financialYear_1_seq_1';

export const invoiceSeriesPerDocumentType: Migration = {
  id: '2026-11-25-invoice-series-per-document-type',
  description: 'Documents stored before credit notes are invoices; the single-series number index goes (one series per document type)',
  async up(models, log) {
    const Invoice = models.Invoice as unknown as Model<InvoiceDoc>;
    await dropIndexIfPresent(Invoice.collection, SINGLE_SERIES_INDEX);
    const result = await Invoice.updateMany({ documentType: { $exists: false } }, { $set: { documentType: 'INVOICE' } });
    log(`${result.modifiedCount} document(s) marked as invoices`);
  },
};
