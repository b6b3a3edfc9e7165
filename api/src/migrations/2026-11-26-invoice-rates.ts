import type { Model } from 'mongoose';
import { taxRateOn } from '@portal/domain/pricing';
import type { InvoiceDoc } from '../models/invoice.ts';
import type { Migration } from './migration.ts';

/** The record an earlier release kept of having run this at start, before the ledger. */
const START_TIME_RECORD = 'invoices:document-type-and-rate';

export const invoiceRates: Migration = {
  id: '2026-11-26-invoice-rates',
  description: 'Invoices and credit notes stored before rates were kept get the rate they were issued at',
  async up(models, log) {
    const Invoice = models.Invoice as unknown as Model<InvoiceDoc>;
    const withoutRate = await Invoice.find(
      { ratePercent: { $exists: false } },
      { documentType: 1, issuedAt: 1, originalIssuedAt: 1, sac: 1 },
    ).lean<Pick<InvoiceDoc, '_id' | 'documentType' | 'issuedAt' | 'originalIssuedAt' | 'sac'>[]>();
    for (const doc of withoutRate) {
      // The rate table on the issue day; a credit note's is its invoice's.
      const issuedOn = doc.documentType === 'CREDIT_NOTE' && doc.originalIssuedAt ? doc.originalIssuedAt : doc.issuedAt;
      const { ratePercent } = taxRateOn(new Date(issuedOn), doc.sac);
      await Invoice.updateOne({ _id: doc._id, ratePercent: { $exists: false } }, { $set: { ratePercent } });
    }
    await models.Migration.deleteOne({ _id: START_TIME_RECORD });
    log(`${withoutRate.length} document(s) given their rate`);
  },
};
