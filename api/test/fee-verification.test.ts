/** Fee verification (SPEC §4 fee status, §7 admin payment calls): exactly one invoice per verification, reversed by a credit note on Unverify. */
import { describe, expect, it, vi } from 'vitest';
import { TRAINING_FEE_MINOR } from '@portal/domain/constants';
import { MESSAGES } from '@portal/domain/messages';
import { priceBreakdown, taxRateOn } from '@portal/domain/pricing';
import { FEE_UNVERIFIED_REASON } from '../src/features/invoices/invoice-fields.ts';
import { OPEN_INVOICE } from '../src/features/invoices/invoice-repository.ts';
import { financialYear } from '@portal/domain/calendar';
import { inboxUrl, useTestApp } from './helpers/app.ts';
import { signInAs, studentWith } from './helpers/factories.ts';
import { invoiceFile, listInvoices, unverifyFee, verifyFee } from './helpers/fees.ts';
import { pdfText } from './helpers/pdf-text.ts';
import { mailTo, waitForMail } from '../../tools/test-support/inbox.ts';

const ctx = useTestApp();
const fy = () => financialYear(new Date());

describe('POST /admin/api/students/{id}/payment/verify', () => {
  it("is refused with 409 while the student's ID is not verified (step 1)", async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const student = await studentWith(ctx.app, { idVerified: false });
    const res = await verifyFee(ctx.app, admin, student.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MESSAGES.feeNeedsIdVerified);
    expect(res.json().message).toMatch(/Step 1 \(Govt ID Verified\)/);
    expect(await ctx.app.models.Invoice.countDocuments({ userId: student.id })).toBe(0);
  });

  it("answers an unknown or malformed student with 'Invalid student selection.'", async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const unknown = await verifyFee(ctx.app, admin, '64b7f0c2a1b2c3d4e5f60718');
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, MESSAGES.invalidStudentSelection]);
    const malformed = await unverifyFee(ctx.app, admin, 'not-an-id');
    expect([malformed.statusCode, malformed.json().message]).toEqual([400, MESSAGES.invalidStudentSelection]);
    // Staff accounts are not students.
    const staff = await verifyFee(ctx.app, admin, admin.id);
    expect([staff.statusCode, staff.json().message]).toEqual([404, MESSAGES.invalidStudentSelection]);
  });

  it('marks the fee verified, issues one invoice and mails it as a PDF; a repeated call answers the same state', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const student = await studentWith(ctx.app, { idVerified: true });
    const first = await verifyFee(ctx.app, admin, student.id);
    expect(first.statusCode, first.body).toBe(200);
    const row = first.json();
    expect(row).toMatchObject({ id: student.id, feeVerified: true, feeVerifiedAt: expect.any(String) });

    const again = await verifyFee(ctx.app, admin, student.id);
    expect(again.json()).toEqual(row);

    const invoices = await ctx.app.models.Invoice.find({ userId: student.id }).lean();
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ status: 'ISSUED', amountMinor: TRAINING_FEE_MINOR, financialYear: fy() });
    expect(invoices[0]?.issuedAt.toISOString()).toBe(row.feeVerifiedAt);

    const mail = await waitForMail(inboxUrl(), student.email, { subject: /Fee verified/ });
    expect(mail.subject).toBe(`Fee verified - tax invoice ${invoices[0]?.invoiceNumber}`);
    expect(mail.attachments?.map((a) => [a.filename, a.contentType])).toEqual([
      [`${invoices[0]?.invoiceNumber.replace(/\//g, '-')}.pdf`, 'application/pdf'],
    ]);
    expect((await mailTo(inboxUrl(), student.email)).filter((m) => /Fee verified/.test(m.subject))).toHaveLength(1);

    const audit = await ctx.app.models.AuditEntry.find({ targetId: student.id, action: 'fee.verify' }).lean();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorEmail: admin.email,
      before: { feeVerified: false },
      after: { feeVerified: true, invoiceNumber: invoices[0]?.invoiceNumber },
    });

    const me = await ctx.app.inject({ method: 'GET', url: '/me', headers: student.headers });
    expect(me.json()).toMatchObject({ feeVerified: true, feeVerifiedAt: row.feeVerifiedAt });
  });

  it('issues exactly one invoice for 50 concurrent calls', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const student = await studentWith(ctx.app, { idVerified: true });
    const answers = await Promise.all(Array.from({ length: 50 }, () => verifyFee(ctx.app, admin, student.id)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    expect(new Set(answers.map((a) => a.json().feeVerifiedAt)).size).toBe(1);
    expect(await ctx.app.models.Invoice.countDocuments({ userId: student.id })).toBe(1);
    expect(await ctx.app.models.AuditEntry.countDocuments({ targetId: student.id, action: 'fee.verify' })).toBe(1);
  });

  it('makes an Unverify sent while a Verify is issuing the invoice wait its turn, so the mark and the invoices agree', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const student = await studentWith(ctx.app, { idVerified: true });
    // Hold the Verify between its invoice and its fee mark, where an Unverify would do harm.
    const { invoices } = ctx.app;
    const issue = invoices.issueForVerification;
    let issued!: () => void;
    const invoiceIssued = new Promise<void>((resolve) => (issued = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    invoices.issueForVerification = async (...args) => {
      const result = await issue(...args);
      issued();
      await released;
      return result;
    };
    try {
      const verifying = verifyFee(ctx.app, admin, student.id);
      await invoiceIssued;
      // The Unverify finds the student's fee change held and looks again: it waits its turn.
      const looks = vi.spyOn(ctx.app.models.User, 'findOne');
      const studentLooks = () =>
        looks.mock.calls.filter(([filter]) => (filter as { role?: string } | undefined)?.role === 'STUDENT').length;
      const unverifying = unverifyFee(ctx.app, admin, student.id);
      await expect.poll(studentLooks).toBeGreaterThanOrEqual(2);
      looks.mockRestore();
      release();
      expect((await verifying).json().feeVerified).toBe(true);
      expect((await unverifying).json().feeVerified).toBe(false);
    } finally {
      invoices.issueForVerification = issue;
    }
    const user = await ctx.app.models.User.findById(student.id).lean();
    expect(user?.feeVerified).toBe(false);
    expect(await ctx.app.models.Invoice.countDocuments({ userId: student.id, ...OPEN_INVOICE })).toBe(0);
    expect(await ctx.app.models.Invoice.countDocuments({ userId: student.id, documentType: 'CREDIT_NOTE' })).toBe(1);
  });

  it('verify, unverify, verify: the first invoice stays ISSUED, a credit note reverses it in full, the next verification issues a new invoice', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const student = await studentWith(ctx.app, { idVerified: true, country: 'India', state: 'Delhi' });
    expect((await verifyFee(ctx.app, admin, student.id)).statusCode).toBe(200);
    const [first] = (await listInvoices(ctx.app, student)).json();
    expect(first).toMatchObject({ documentType: 'INVOICE', originalInvoiceNumber: null, creditNoteNumber: null });

    const undone = await unverifyFee(ctx.app, admin, student.id);
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toMatchObject({ feeVerified: false, feeVerifiedAt: null });
    expect((await unverifyFee(ctx.app, admin, student.id)).json()).toEqual(undone.json());

    const [note, credited] = (await listInvoices(ctx.app, student)).json();
    expect(note).toMatchObject({
      documentType: 'CREDIT_NOTE',
      invoiceNumber: expect.stringMatching(new RegExp(`^CN/${fy()}/\\d{5}$`)),
      originalInvoiceNumber: first.invoiceNumber,
      originalIssuedAt: first.issuedAt,
      reason: FEE_UNVERIFIED_REASON,
      status: 'ISSUED',
      // The full value with the same GST split.
      amountMinor: first.amountMinor,
      cgstMinor: first.cgstMinor,
      sgstMinor: first.sgstMinor,
      igstMinor: first.igstMinor,
      downloadUrl: `/student/invoices/${note.id}/file`,
    });
    // The invoice is not cancelled or edited: only its view names the credit note.
    expect(credited).toEqual({ ...first, creditNoteNumber: note.invoiceNumber });
    expect(await pdfText((await invoiceFile(ctx.app, student, first.downloadUrl)).rawPayload)).not.toContain('CANCELLED');
    const notePdf = await pdfText((await invoiceFile(ctx.app, student, note.downloadUrl)).rawPayload);
    expect(notePdf).toContain('Credit Note');
    expect(notePdf).toContain(first.invoiceNumber);

    const mail = await waitForMail(inboxUrl(), student.email, { subject: /credit note/ });
    expect(mail.subject).toBe(`Fee verification withdrawn - credit note ${note.invoiceNumber}`);
    expect(mail.attachments?.map((a) => a.filename)).toEqual([`${note.invoiceNumber.replace(/\//g, '-')}.pdf`]);

    expect((await verifyFee(ctx.app, admin, student.id)).json().feeVerified).toBe(true);
    const documents = (await listInvoices(ctx.app, student)).json();
    expect(documents.map((d: { invoiceNumber: string }) => d.invoiceNumber).slice(1)).toEqual([note.invoiceNumber, first.invoiceNumber]);
    const second = documents[0];
    expect(second).toMatchObject({ documentType: 'INVOICE', status: 'ISSUED', creditNoteNumber: null });
    const seqOf = (n: string) => Number(n.split('/')[2]);
    expect(seqOf(second.invoiceNumber)).toBeGreaterThan(seqOf(first.invoiceNumber));
    for (const documentType of ['INVOICE', 'CREDIT_NOTE'] as const) {
      const all = await ctx.app.models.Invoice.find({ documentType, financialYear: fy() }, { seq: 1 }).sort({ seq: 1 }).lean();
      expect(all.map((i) => i.seq)).toEqual(all.map((_, i) => i + 1));
    }

    // The fee's entries (the student's own privacy consent is audited too).
    const audit = await ctx.app.models.AuditEntry.find({ targetId: student.id, action: /^fee\./ })
      .sort({ at: 1 })
      .lean();
    expect(audit.map((a) => a.action)).toEqual(['fee.verify', 'fee.unverify', 'fee.verify']);
    expect(audit[1]?.after).toMatchObject({
      feeVerified: false,
      creditNotes: [{ creditNoteNumber: note.invoiceNumber, invoiceNumber: first.invoiceNumber }],
    });
  });

  it.each([
    [
      'an intra-state buyer (same state as the seller)',
      { country: 'India', state: 'Karnataka' },
      { cgstMinor: 38128, sgstMinor: 38128, igstMinor: 0 },
      1,
    ],
    ['an inter-state buyer', { country: 'India', state: 'Maharashtra' }, { cgstMinor: 0, sgstMinor: 0, igstMinor: 76256 }, 0],
    [
      'a foreign buyer',
      { country: 'Nepal', state: 'Karnataka', phone: '+977 9812345678' },
      { cgstMinor: 0, sgstMinor: 0, igstMinor: 76256 },
      0,
    ],
    ['a buyer without a state', { country: 'India', state: null }, { cgstMinor: 0, sgstMinor: 0, igstMinor: 76256 }, 0],
  ])('splits the GST for %s', async (_label, profile, taxes, intra) => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const student = await studentWith(ctx.app, { idVerified: true, ...profile });
    await verifyFee(ctx.app, admin, student.id);
    const [view] = (await listInvoices(ctx.app, student)).json();
    const expected = priceBreakdown({
      feeMinor: TRAINING_FEE_MINOR,
      ratePercent: taxRateOn(new Date()).ratePercent,
      sellerState: ctx.app.config.sellerState,
      buyerState: profile.state,
      buyerCountry: profile.country,
    });
    expect(view).toMatchObject({
      amountMinor: 499900,
      ...taxes,
      ratePercent: 18,
      buyerCountry: profile.country,
      buyerState: profile.state,
    });
    expect(view).toMatchObject({ cgstMinor: expected.cgstMinor, sgstMinor: expected.sgstMinor, igstMinor: expected.igstMinor });
    const stored = await ctx.app.models.Invoice.findById(view.id).lean();
    expect(stored).toMatchObject({ baseMinor: 423644, taxMinor: 76256, ratePercent: 18, intraState: intra, interState: 1 - intra });
  });
});
