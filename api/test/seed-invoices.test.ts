/** `npm run seed:invoices`: fee-verified students whose invoices come from the issuing code path, PDFs drawn on first download. */
import { describe, expect, it } from 'vitest';
import { financialYear } from '@portal/domain/calendar';
import { USAGE, main, seedFeeVerifiedStudents } from '../src/commands/seed-invoices.ts';
import { useTestApp } from './helpers/app.ts';
import { signInAs } from './helpers/factories.ts';
import { pdfText } from './helpers/pdf-text.ts';

const ctx = useTestApp();

describe('seedFeeVerifiedStudents', () => {
  it('issues one invoice per verified student over the last twelve months, numbered without gaps in time order', async () => {
    const now = new Date('2026-11-22T06:00:00Z');
    const { app } = ctx;
    const result = await seedFeeVerifiedStudents(app.models, app.config.seller, 120, { now, seed: 7 });
    expect(result).toMatchObject({ students: 120, issued: 123, cancelled: 3 });

    const students = await app.models.User.find({ email: /@example\.com$/, feeVerified: true, idVerified: true }).lean();
    expect(students).toHaveLength(120);
    const invoices = await app.models.Invoice.find({}).sort({ issuedAt: 1, _id: 1 }).lean();
    expect(invoices).toHaveLength(123);
    expect(invoices.filter((i) => i.status === 'CANCELLED')).toHaveLength(3);
    // Every student ends verified with exactly one issued invoice, issued when the fee was verified.
    for (const s of students) {
      const own = invoices.filter((i) => String(i.userId) === String(s._id) && i.status === 'ISSUED');
      expect(own).toHaveLength(1);
      expect(own[0]?.issuedAt.toISOString()).toBe(s.feeVerifiedAt?.toISOString());
    }
    const yearAgo = now.getTime() - 366 * 86_400_000;
    expect(invoices.every((i) => i.issuedAt.getTime() > yearAgo && i.issuedAt < now)).toBe(true);
    // Gapless per financial year, and numbers follow time.
    for (const fy of new Set(invoices.map((i) => financialYear(i.issuedAt)))) {
      const seqs = invoices.filter((i) => i.financialYear === fy).map((i) => i.seq);
      expect(seqs).toEqual(seqs.map((_, n) => n + 1));
    }
    expect(new Set(invoices.map((i) => i.intraState)).size).toBe(2);
    expect(invoices.every((i) => i.fileId === null)).toBe(true);
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
