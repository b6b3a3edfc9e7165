/** `npm run seed:invoices`: fee-verified students whose invoices come from the issuing code path, PDFs drawn on first download. */
import { describe, expect, it } from 'vitest';
import { financialYear } from '@portal/domain/calendar';
import { USAGE, main, seedFeeVerifiedStudents } from '../src/commands/seed-invoices.ts';
import { useTestApp } from './helpers/app.ts';
import { signInAs } from './helpers/factories.ts';
import { pdfText } from './helpers/pdf-text.ts';

const ctx = useTestApp();

describe('seedFeeVerifiedStudents', () => {
  it('issues one invoice per verified student over the last twelve months, numbered without gaps in time order, with credit notes', async () => {
    const now = new Date('2026-11-22T06:00:00Z');
    const { app } = ctx;
    const result = await seedFeeVerifiedStudents(app.models, app.config.seller, 120, { now, seed: 7 });
    expect(result).toMatchObject({ students: 120, issued: 123, credited: 3 });

    const students = await app.models.User.find({ email: /@example\.com$/, feeVerified: true, idVerified: true }).lean();
    expect(students).toHaveLength(120);
    const documents = await app.models.Invoice.find({}).sort({ issuedAt: 1, _id: 1 }).lean();
    const invoices = documents.filter((d) => d.documentType === 'INVOICE');
    const notes = documents.filter((d) => d.documentType === 'CREDIT_NOTE');
    expect(invoices).toHaveLength(123);
    expect(notes).toHaveLength(3);
    // Each credit note reverses one invoice, which names it back.
    for (const note of notes) {
      const original = invoices.find((i) => String(i._id) === String(note.originalInvoiceId));
      expect(original).toMatchObject({
        invoiceNumber: note.originalInvoiceNumber,
        creditNoteNumber: note.invoiceNumber,
        amountMinor: note.amountMinor,
      });
      expect(note.invoiceNumber).toMatch(/^CN\//);
    }
    // Every student ends verified with exactly one open invoice, issued when the fee was verified.
    for (const s of students) {
      const own = invoices.filter((i) => String(i.userId) === String(s._id) && !i.creditedAt);
      expect(own).toHaveLength(1);
      expect(own[0]?.issuedAt.toISOString()).toBe(s.feeVerifiedAt?.toISOString());
    }
    const yearAgo = now.getTime() - 366 * 86_400_000;
    expect(invoices.every((i) => i.issuedAt.getTime() > yearAgo && i.issuedAt < now)).toBe(true);
    // Gapless per series and financial year, and numbers follow time.
    for (const series of [invoices, notes]) {
      for (const fy of new Set(series.map((i) => financialYear(i.issuedAt)))) {
        const seqs = series.filter((i) => i.financialYear === fy).map((i) => i.seq);
        expect(seqs).toEqual(seqs.map((_, n) => n + 1));
      }
    }
    expect(new Set(invoices.map((i) => i.intraState)).size).toBe(2);
    expect(documents.every((i) => i.fileId === null)).toBe(true);
  });

  it('leaves each PDF to be drawn on its first download', async () => {
    const ca = await signInAs(ctx.app, 'CA');
    const invoice = await ctx.app.models.Invoice.findOne({ status: 'ISSUED' }).lean();
    const res = await ctx.app.inject({ method: 'GET', url: `/ca/invoices/${invoice!._id}/file`, headers: ca.headers });
    expect(res.statusCode).toBe(200);
    expect(await pdfText(res.rawPayload)).toContain(invoice!.invoiceNumber);
    expect((await ctx.app.models.Invoice.findById(invoice!._id).lean())?.fileId).toEqual(expect.any(String));
  });

  it('refuses a missing or impossible count with its usage line', async () => {
    const errors: string[] = [];
    const error = console.error;
    console.error = (m: string) => errors.push(m);
    try {
      expect(await main([])).toBe(2);
      expect(await main(['0'])).toBe(2);
      expect(await main(['ten'])).toBe(2);
    } finally {
      console.error = error;
    }
    expect(errors).toEqual([USAGE, USAGE, USAGE]);
  });
});
