/** Gapless invoice numbers (ARCHITECTURE "Data"): consecutive per financial year, unique, never reused, also under races. */
import { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';
import type { UserDoc } from '../src/lib/models.ts';
import { financialYear } from '@portal/domain/calendar';
import { invoiceNumbering } from '../src/features/invoices/invoice-numbering.ts';
import { invoicePdfs } from '../src/features/invoices/invoice-pdf.ts';
import { createInvoiceRepository } from '../src/features/invoices/invoice-repository.ts';
import { createInvoiceService } from '../src/features/invoices/invoice-service.ts';
import { createModels } from '../src/lib/models.ts';
import { runMigrations } from '../src/migrations/run-migrations.ts';
import { invoiceDocument, ist, FIRST_FEE } from './helpers/invoice-fixtures.ts';
import { useTestApp } from './helpers/app.ts';
import { signInAs } from './helpers/factories.ts';
import { verifyFee } from './helpers/fees.ts';

const ctx = useTestApp();

/** A student document as the repository receives it (no sign-in needed for numbering). */
function buyer(n: number): UserDoc {
  return {
    _id: new Types.ObjectId(),
    email: `buyer${n}@example.com`,
    name: `Buyer ${n}`,
    country: 'India',
    state: 'Kerala',
    role: 'STUDENT',
    studentId: `CP99-${String(n).padStart(6, '0')}`,
    idVerified: true,
  } as unknown as UserDoc;
}

describe('invoice numbers', () => {
  it('60 students verified concurrently get numbers 1..60 of the year, no gap, no duplicate', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    // Students as sign-up leaves them (signing 60 people in adds nothing to this test).
    const students = await ctx.app.models.User.insertMany(
      Array.from({ length: 60 }, (_, n) => {
        const { _id, ...fields } = buyer(1000 + n);
        return { ...fields, _id, idVerified: true };
      }),
    );
    const answers = await Promise.all(students.map((s) => verifyFee(ctx.app, admin, String(s._id))));
    expect(answers.filter((a) => a.statusCode !== 200).map((a) => a.body)).toEqual([]);

    const fy = financialYear(new Date());
    const invoices = await ctx.app.models.Invoice.find({ financialYear: fy }).sort({ seq: 1 }).lean();
    expect(invoices.map((i) => i.seq)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect(invoices.map((i) => i.invoiceNumber)).toEqual(
      Array.from({ length: 60 }, (_, i) => `INV/${fy}/${String(i + 1).padStart(5, '0')}`),
    );
    expect(new Set(invoices.map((i) => String(i.userId))).size).toBe(60);
    expect(invoices.every((i) => i.invoiceNumber.length <= 16)).toBe(true);
    // Each verification draws a PDF (about 0.15 s of CPU): generous for a busy two-core machine.
  }, 300_000);

  it('stays gapless when several API processes race (each with its own invoice service), the unique index deciding', async () => {
    const processes = Array.from({ length: 5 }, () => {
      const repository = createInvoiceRepository(ctx.app.models);
      return createInvoiceService({
        repository,
        insertNumbered: invoiceNumbering(repository),
        pdfs: invoicePdfs({ repository, files: ctx.app.files, pdf: ctx.app.pdf }),
        seller: ctx.app.config.seller,
        audit: ctx.app.auditTrail,
      });
    });
    const at = new Date('2029-05-01T06:00:00Z');
    const buyers = Array.from({ length: 40 }, (_, n) => buyer(2000 + n));
    // Every buyer is verified twice at once, through two different processes.
    const results = await Promise.all(
      buyers.flatMap((b, n) => [
        processes[n % 5]!.issueForVerification(b, { now: at, amountMinor: FIRST_FEE }),
        processes[(n + 1) % 5]!.issueForVerification(b, { now: at, amountMinor: FIRST_FEE }),
      ]),
    );
    expect(results.filter((r) => r.created)).toHaveLength(40);
    const invoices = await ctx.app.models.Invoice.find({ financialYear: '29-30' }).sort({ seq: 1 }).lean();
    expect(invoices.map((i) => i.seq)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(new Set(invoices.map((i) => String(i.userId))).size).toBe(40);
  }, 120_000);

  it('starts a new series on 1 April in India (31 March 23:59 IST is still the old year)', async () => {
    const lastMarchMinute = new Date('2027-03-31T18:29:00Z'); // 23:59 IST
    const firstAprilMinute = new Date('2027-03-31T18:30:00Z'); // 00:00 IST on 1 April
    const a = await ctx.app.invoices.issueForVerification(buyer(1), { now: lastMarchMinute, amountMinor: FIRST_FEE });
    const b = await ctx.app.invoices.issueForVerification(buyer(2), { now: firstAprilMinute, amountMinor: FIRST_FEE });
    const c = await ctx.app.invoices.issueForVerification(buyer(3), { now: new Date('2027-04-01T10:00:00Z'), amountMinor: FIRST_FEE });
    expect(a.invoice.financialYear).toBe('26-27');
    expect(a.invoice.invoiceNumber).toMatch(/^INV\/26-27\/\d{5}$/);
    expect([b.invoice.invoiceNumber, c.invoice.invoiceNumber]).toEqual(['INV/27-28/00001', 'INV/27-28/00002']);
    expect(b.invoice.month).toBe('2027-04');
    expect(a.invoice.month).toBe('2027-03');
  });

  it('never reuses a number: a credited invoice keeps it, its credit note takes CN 1 of the year, the next verification the next invoice number', async () => {
    const student = buyer(4);
    const at = new Date('2030-06-01T06:00:00Z');
    const first = await ctx.app.invoices.issueForVerification(student, { now: at, amountMinor: FIRST_FEE });
    expect(first.created).toBe(true);
    expect((await ctx.app.invoices.issueForVerification(student, { now: at, amountMinor: FIRST_FEE })).invoice.invoiceNumber).toBe(
      first.invoice.invoiceNumber,
    );
    const [note] = await ctx.app.invoices.creditOpen(student._id, { now: at });
    expect(note).toMatchObject({ documentType: 'CREDIT_NOTE', invoiceNumber: 'CN/30-31/00001', originalInvoiceNumber: 'INV/30-31/00001' });
    // Idempotent: nothing open is left to credit.
    expect(await ctx.app.invoices.creditOpen(student._id, { now: at })).toEqual([]);
    const second = await ctx.app.invoices.issueForVerification(student, { now: at, amountMinor: FIRST_FEE });
    expect([first.invoice.invoiceNumber, second.invoice.invoiceNumber]).toEqual(['INV/30-31/00001', 'INV/30-31/00002']);
    const stored = await ctx.app.models.Invoice.find({ userId: student._id }).sort({ documentType: 1, seq: 1 }).lean();
    expect(stored.map((i) => [i.invoiceNumber, i.status, i.creditNoteNumber ?? null])).toEqual([
      ['CN/30-31/00001', 'ISSUED', null],
      ['INV/30-31/00001', 'ISSUED', 'CN/30-31/00001'],
      ['INV/30-31/00002', 'ISSUED', null],
    ]);
  });

  it('leaves no gap when an issue fails half way (after the number, before the PDF)', async () => {
    const student = buyer(5);
    const at = new Date('2031-06-01T06:00:00Z');
    const render = ctx.app.pdf.render;
    ctx.app.pdf.render = async () => {
      throw new Error('renderer down');
    };
    try {
      const broken = await ctx.app.invoices.issueForVerification(student, { now: at, amountMinor: FIRST_FEE });
      expect(broken.invoice.invoiceNumber).toBe('INV/31-32/00001');
      expect(broken.pdf).toBeNull();
    } finally {
      ctx.app.pdf.render = render;
    }
    // The retry finds the same invoice, and the file is drawn when it is first asked for.
    const retry = await ctx.app.invoices.issueForVerification(student, { now: at, amountMinor: FIRST_FEE });
    expect(retry).toMatchObject({ created: false, invoice: { invoiceNumber: 'INV/31-32/00001' } });
    const pdf = await ctx.app.invoices.pdfOf(String(retry.invoice._id), String(student._id));
    expect(pdf?.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const next = await ctx.app.invoices.issueForVerification(buyer(6), { now: at, amountMinor: FIRST_FEE });
    expect(next.invoice.invoiceNumber).toBe('INV/31-32/00002');
  });

  it('brings a database from before credit notes up to date: the single-series index goes, stored documents become invoices', async () => {
    const conn = ctx.app.mongo.useDb(`${ctx.app.mongo.name}-before-credit-notes`, { useCache: false });
    try {
      const raw = conn.collection('invoices');
      const { documentType: _none, ...legacy } = invoiceDocument(
        { invoiceNumber: 'INV/26-27/00001', issuedAt: ist('2026-05-01 10:00') },
        ctx.app.config.seller,
      );
      await raw.insertOne({ ...legacy, seq: 1 });
      await raw.createIndex({ financialYear: 1, seq: 1 }, { unique: true });

      const models = await createModels(conn);
      await runMigrations(models);
      expect((await raw.indexes()).map((i) => i.name)).not.toContain('financialYear_1_seq_1');
      expect(await models.Invoice.findOne({ invoiceNumber: 'INV/26-27/00001' }).lean()).toMatchObject({ documentType: 'INVOICE', seq: 1 });
      // CN 1 of the year beside INV 1 of the year; a second INV 1 is still refused.
      const note = invoiceDocument(
        { invoiceNumber: 'CN/26-27/00001', issuedAt: ist('2026-05-02 10:00'), creditNoteOf: 'INV/26-27/00001' },
        ctx.app.config.seller,
      );
      await models.Invoice.create({ ...note, seq: 1 });
      const twin = invoiceDocument({ invoiceNumber: 'INV/26-27/00001-twin', issuedAt: ist('2026-05-03 10:00') }, ctx.app.config.seller);
      await expect(models.Invoice.create({ ...twin, seq: 1 })).rejects.toMatchObject({ code: 11000 });
      // Running it again (another process starting) changes nothing.
      expect(await runMigrations(await createModels(conn))).toEqual([]);
      expect(await models.Invoice.countDocuments({})).toBe(2);
    } finally {
      await conn.dropDatabase();
    }
  });
});
