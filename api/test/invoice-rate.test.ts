/**
 * One stored pricing policy: an invoice keeps the rate, SAC, description and amounts it was issued
 * with, worked out from the fee of the student's cohort and the rate table on the issue day; the
 * documents of earlier releases get the rate they were issued at by a migration. An admin
 * creates a cohort at ₹5,999 (program clock 24 Nov 2026) and verifies a student into it: the
 * invoice, its view, GSTR-1 and GSTR-3B for the month follow.
 */
import { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';
import { FIRST_COHORT, type CohortFields } from '@portal/domain/cohort';
import { istMonth } from '@portal/domain/calendar';
import type { Gstr1 } from '@portal/domain/views/gstr1';
import type { Gstr3b } from '@portal/domain/views/gstr3b';
import type { InvoiceView } from '@portal/domain/views/invoice';
import { invoiceRates } from '../src/migrations/2026-11-26-invoice-rates.ts';
import { runMigrations } from '../src/migrations/run-migrations.ts';
import type { InvoiceDoc } from '../src/models/invoice.ts';
import { useTestApp } from './helpers/app.ts';
import { signInAs, studentWith } from './helpers/factories.ts';
import { listInvoices, verifyFee } from './helpers/fees.ts';
import { gstr1SchemaErrors, netExportSums, paiseSums } from './helpers/gstr1-schema.ts';
import { insertInvoices, ist } from './helpers/invoice-fixtures.ts';
import { post, verifyId } from './helpers/program.ts';

const ctx = useTestApp({ config: { programToday: '2026-11-24' } });

const AT_5999: CohortFields = {
  ...FIRST_COHORT,
  name: 'January 2027',
  trainingStart: '2027-01-04',
  trainingEnd: '2027-01-29',
  internshipStartDates: ['2027-02-01', '2027-02-08'],
  feeMinor: 599_900,
  eventDate: '2027-03-12',
};

describe('a cohort with a fee of ₹5,999', () => {
  it('invoices ₹5,999.00: taxable ₹5,083.90, CGST and SGST ₹457.55 each, at the stored rate of 18%; GSTR-1 and GSTR-3B follow', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const created = await post(ctx.app, admin, '/admin/api/cohorts', AT_5999);
    expect(created.statusCode, created.body).toBe(201);
    expect((await post(ctx.app, admin, `/admin/api/cohorts/${created.json().id}/activate`, {})).statusCode).toBe(200);

    const student = await studentWith(ctx.app, { country: 'India', state: ctx.app.config.sellerState });
    await verifyId(ctx.app, student.id, student.email);
    expect((await verifyFee(ctx.app, admin, student.id)).statusCode).toBe(200);

    const stored = await ctx.app.models.Invoice.findOne({ userId: new Types.ObjectId(student.id) }).lean<InvoiceDoc>();
    expect(stored).toMatchObject({
      amountMinor: 599_900,
      baseMinor: 508_390,
      cgstMinor: 45_755,
      sgstMinor: 45_755,
      igstMinor: 0,
      taxMinor: 91_510,
      ratePercent: 18,
      sac: '999293',
    });
    expect(stored?.description).toEqual(expect.any(String));

    const [view] = (await listInvoices(ctx.app, student)).json() as InvoiceView[];
    expect(view).toMatchObject({ amountMinor: 599_900, cgstMinor: 45_755, sgstMinor: 45_755, ratePercent: 18 });

    const ca = await signInAs(ctx.app, 'CA');
    const month = istMonth(stored!.issuedAt);
    const gstr1: Gstr1 = (await ctx.app.inject({ method: 'GET', url: `/ca/gstr1?month=${month}`, headers: ca.headers })).json();
    expect(gstr1SchemaErrors(gstr1)).toEqual([]);
    expect(gstr1.hsn).not.toHaveProperty('data');
    expect(gstr1.hsn.hsn_b2b).toEqual([]);
    const monthDocs = await ctx.app.models.Invoice.find({ month, status: 'ISSUED' }).lean<InvoiceDoc[]>();
    const net = (field: 'baseMinor' | 'cgstMinor' | 'sgstMinor' | 'igstMinor') =>
      monthDocs.reduce((sum, d) => sum + (d.documentType === 'CREDIT_NOTE' ? -1 : 1) * d[field], 0);
    expect(paiseSums(gstr1.hsn.hsn_b2c)).toEqual({
      txval: net('baseMinor'),
      iamt: net('igstMinor'),
      camt: net('cgstMinor'),
      samt: net('sgstMinor'),
      csamt: 0,
    });
    expect(gstr1.hsn.hsn_b2c.find((r) => r.rt === 18)?.camt).toBeGreaterThanOrEqual(457.55);

    const gstr3b: Gstr3b = (await ctx.app.inject({ method: 'GET', url: `/ca/gstr3b?month=${month}`, headers: ca.headers })).json();
    expect(paiseSums([gstr3b.table31a])).toEqual(paiseSums(gstr1.b2cs));
    expect(paiseSums([gstr3b.table31b])).toEqual(netExportSums(gstr1));
  });
});

describe('the invoice rates migration', () => {
  it('writes on documents of earlier releases the rate they were issued at, once, and leaves stored rates alone', async () => {
    const [old, oldNote, kept] = await insertInvoices(ctx.app, [
      { invoiceNumber: 'INV/20-21/00001', issuedAt: ist('2020-06-01 10:00') },
      { invoiceNumber: 'CN/20-21/00001', issuedAt: ist('2020-06-03 10:00'), creditNoteOf: 'INV/20-21/00001' },
      { invoiceNumber: 'INV/20-21/00002', issuedAt: ist('2020-06-02 10:00'), ratePercent: 12 },
    ]);
    const { Invoice, Migration } = ctx.app.models;
    // As an earlier release stored them: no rate, and its record of having run this at start.
    await Invoice.collection.updateMany({ _id: { $in: [old!._id, oldNote!._id] } }, { $unset: { ratePercent: '' } });
    expect(await Invoice.countDocuments({ ratePercent: { $exists: false } })).toBe(2);
    await Migration.collection.insertOne({ _id: 'invoices:document-type-and-rate' as never, doneAt: new Date() });

    expect((await runMigrations(ctx.app.models)).map((m) => m.id)).toContain(invoiceRates.id);
    const rateOf = async (id: Types.ObjectId) => (await Invoice.findById(id).lean<InvoiceDoc>())?.ratePercent;
    expect(await rateOf(old!._id)).toBe(18);
    expect(await rateOf(oldNote!._id)).toBe(18);
    expect(await rateOf(kept!._id)).toBe(12);
    expect(await Invoice.countDocuments({ ratePercent: { $exists: false } })).toBe(0);
    // The ledger replaces the earlier record.
    expect(await Migration.exists({ _id: 'invoices:document-type-and-rate' })).toBeNull();
    expect(await Migration.findById(invoiceRates.id).lean()).toMatchObject({ appliedAt: expect.any(Date), durationMs: expect.any(Number) });

    // Recorded: a later run reads the ledger and scans nothing.
    await Invoice.collection.updateOne({ _id: old!._id }, { $unset: { ratePercent: '' } });
    expect(await runMigrations(ctx.app.models)).toEqual([]);
    expect(await Invoice.countDocuments({ ratePercent: { $exists: false } })).toBe(1);
    // Run again (its process died in it), twice as harmlessly as once.
    await invoiceRates.up(ctx.app.models, () => undefined);
    await invoiceRates.up(ctx.app.models, () => undefined);
    expect(await rateOf(old!._id)).toBe(18);
    expect(await rateOf(kept!._id)).toBe(12);
  });
});
