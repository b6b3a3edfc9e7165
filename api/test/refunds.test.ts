/**
 * POST /admin/api/students/{id}/refunds: a partial refund issues a credit note for its amount with
 * GST reversed in proportion, the student staying verified; all that is left is an Unverify; the
 * returns net the credit notes out; concurrent refunds never credit more than the invoice.
 */
import { describe, expect, it } from 'vitest';
import { istDay, istMonth } from '@portal/domain/calendar';
import { TRAINING_FEE_MINOR } from '@portal/domain/constants';
import { MESSAGES } from '@portal/domain/messages';
import { REFUND_MESSAGES } from '@portal/domain/refunds';
import { inboxUrl, useTestApp } from './helpers/app.ts';
import { signInAs, studentWith, type SignedInUser } from './helpers/factories.ts';
import { invoiceFile, listInvoices, verifyFee } from './helpers/fees.ts';
import { pdfText } from './helpers/pdf-text.ts';
import { waitForMail } from '../../tools/test-support/inbox.ts';

const ctx = useTestApp();
const today = () => istDay(new Date());
const DAY_MS = 86_400_000;

function refund(admin: SignedInUser, studentId: string, body: Record<string, unknown>) {
  return ctx.app.inject({ method: 'POST', url: `/admin/api/students/${studentId}/refunds`, headers: admin.headers, payload: body });
}

/** An admin and a verified student of Karnataka (the seller's state: CGST and SGST) with their invoice. */
async function verifiedStudent() {
  const admin = await signInAs(ctx.app, 'ADMIN');
  const student = await studentWith(ctx.app, { idVerified: true });
  expect((await verifyFee(ctx.app, admin, student.id)).statusCode).toBe(200);
  return { admin, student };
}

const creditNotesOf = (studentId: string) =>
  ctx.app.models.Invoice.find({ userId: studentId, documentType: 'CREDIT_NOTE' }).sort({ seq: 1 }).lean();

describe('POST /admin/api/students/{id}/refunds', () => {
  it('a refund of ₹1,000 of a ₹4,999 invoice issues a credit note of ₹1,000 (taxable ₹847.46, CGST and SGST ₹76.27 each); the student stays verified', async () => {
    const { admin, student } = await verifiedStudent();
    const res = await refund(admin, student.id, { amountMinor: 100_000, reason: 'Left the second month', refundedOn: today() });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.full).toBe(false);
    expect(body.student).toMatchObject({ id: student.id, feeVerified: true });
    expect(body.creditNotes).toHaveLength(1);
    expect(body.creditNotes[0]).toMatchObject({
      documentType: 'CREDIT_NOTE',
      amountMinor: 100_000,
      cgstMinor: 7_627,
      sgstMinor: 7_627,
      igstMinor: 0,
      status: 'ISSUED',
    });

    const [note] = await creditNotesOf(student.id);
    expect(note).toMatchObject({ amountMinor: 100_000, baseMinor: 84_746, cgstMinor: 7_627, sgstMinor: 7_627, taxMinor: 15_254 });
    const invoice = await ctx.app.models.Invoice.findOne({ userId: student.id, documentType: 'INVOICE' }).lean();
    expect(invoice).toMatchObject({ status: 'ISSUED', amountMinor: TRAINING_FEE_MINOR, creditNoteId: null, creditedAt: null });
    expect(note?.originalInvoiceNumber).toBe(invoice?.invoiceNumber);
    expect(note?.reason).toMatch(/^Refund of ₹1,000\.00 paid on .*: Left the second month$/);
    expect(note?.ratePercent).toBe(invoice?.ratePercent);
    expect((await ctx.app.models.User.findById(student.id).lean())?.feeVerified).toBe(true);

    // The student's Fee Bill lists it with its PDF, which prints the amounts.
    const list = (await listInvoices(ctx.app, student)).json() as { invoiceNumber: string; downloadUrl: string; amountMinor: number }[];
    const listed = list.find((d) => d.invoiceNumber === note?.invoiceNumber);
    expect(listed?.amountMinor).toBe(100_000);
    const pdf = await invoiceFile(ctx.app, student, listed!.downloadUrl);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(note!.invoiceNumber);
    expect(text).toContain('847.46');
    expect(text).toContain('76.27');

    const mail = await waitForMail(inboxUrl(), student.email, { subject: /Refund of/ });
    expect(mail.subject).toBe(`Refund of ₹1,000.00 - credit note ${note?.invoiceNumber}`);
    expect(mail.text).toMatch(/Your fee stays verified/);
    expect(mail.attachments?.map((a) => a.filename)).toEqual([`${note!.invoiceNumber.replace(/\//g, '-')}.pdf`]);

    const audit = await ctx.app.models.AuditEntry.find({ targetId: student.id, action: 'fee.refund' }).lean();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorEmail: admin.email,
      after: { feeVerified: true, refund: { amountMinor: 100_000, reason: 'Left the second month', refundedOn: today(), full: false } },
    });

    // GSTR-1, GSTR-3B and the CA figures net it out.
    const month = istMonth(new Date());
    const ca = await signInAs(ctx.app, 'CA');
    const gstr1 = (await ctx.app.inject({ method: 'GET', url: `/ca/gstr1?month=${month}`, headers: ca.headers })).json();
    const gstr3b = (await ctx.app.inject({ method: 'GET', url: `/ca/gstr3b?month=${month}`, headers: ca.headers })).json();
    const netBase = (invoice!.baseMinor - 84_746) / 100;
    expect(gstr3b.table31a).toMatchObject({
      txval: netBase,
      camt: (invoice!.cgstMinor - 7_627) / 100,
      samt: (invoice!.sgstMinor - 7_627) / 100,
    });
    expect(gstr1.b2cs).toEqual([expect.objectContaining({ pos: '29', txval: netBase })]);
    expect(gstr1.hsn.hsn_b2c).toEqual([expect.objectContaining({ txval: netBase })]);
    const stats = (await ctx.app.inject({ method: 'GET', url: '/ca/invoices/stats', headers: ca.headers })).json();
    expect(stats).toMatchObject({ creditNoteCount: 1, creditNoteAmountMinor: 100_000, totalAmountMinor: TRAINING_FEE_MINOR - 100_000 });
  });

  it('refunds all that is left as Unverify: the last credit note takes the remainder to the paisa and the fee mark goes', async () => {
    const { admin, student } = await verifiedStudent();
    expect((await refund(admin, student.id, { amountMinor: 100_000, reason: 'Part', refundedOn: today() })).statusCode).toBe(200);
    const rest = await refund(admin, student.id, { amountMinor: TRAINING_FEE_MINOR - 100_000, reason: 'Withdrew', refundedOn: today() });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json()).toMatchObject({ full: true, student: { feeVerified: false } });

    const notes = await creditNotesOf(student.id);
    const invoice = await ctx.app.models.Invoice.findOne({ userId: student.id, documentType: 'INVOICE' }).lean();
    expect(notes).toHaveLength(2);
    for (const key of ['amountMinor', 'baseMinor', 'cgstMinor', 'sgstMinor', 'igstMinor'] as const)
      expect(notes.reduce((sum, n) => sum + n[key], 0)).toBe(invoice![key]);
    expect(invoice).toMatchObject({ status: 'ISSUED', creditNoteNumber: notes[1]?.invoiceNumber });
    const audit = await ctx.app.models.AuditEntry.find({ targetId: student.id, action: 'fee.refund' }).sort({ at: 1 }).lean();
    expect(audit.map((a) => (a.after as { refund: { full: boolean } }).refund.full)).toEqual([false, true]);
    const mail = await waitForMail(inboxUrl(), student.email, { subject: new RegExp(notes[1]!.invoiceNumber) });
    expect(mail.text).toMatch(/no longer marked as verified/);

    // Nothing is left: a further refund is refused; a new verification issues a new invoice, refundable again.
    const more = await refund(admin, student.id, { amountMinor: 100, reason: 'Again', refundedOn: today() });
    expect([more.statusCode, more.json().message]).toEqual([409, REFUND_MESSAGES.noInvoice]);
    expect((await verifyFee(ctx.app, admin, student.id)).json().feeVerified).toBe(true);
    expect((await refund(admin, student.id, { amountMinor: 100, reason: 'Again', refundedOn: today() })).statusCode).toBe(200);
  });

  it('5 concurrent refunds of ₹1,000 of a ₹4,999 invoice: exactly 4 credit notes, the 5th refused with what is left', async () => {
    const { admin, student } = await verifiedStudent();
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        refund(admin, student.id, { amountMinor: 100_000, reason: `Refund ${i + 1}`, refundedOn: today() }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!;
    expect(refused.json().message).toBe(REFUND_MESSAGES.amountOver(TRAINING_FEE_MINOR - 400_000));
    const notes = await creditNotesOf(student.id);
    expect(notes.map((n) => n.amountMinor)).toEqual([100_000, 100_000, 100_000, 100_000]);
    // Gapless: the credit notes took consecutive numbers.
    expect(notes.map((n) => n.seq - notes[0]!.seq)).toEqual([0, 1, 2, 3]);
    expect(await ctx.app.models.User.findById(student.id).lean()).toMatchObject({ feeVerified: true, feeChange: null });
  });

  it('refuses what the rules do not allow, with their messages, and writes nothing', async () => {
    const { admin, student } = await verifiedStudent();
    const tomorrow = istDay(new Date(Date.now() + DAY_MS));
    const yesterday = istDay(new Date(Date.now() - DAY_MS));
    const cases: [Record<string, unknown>, number, string][] = [
      [
        { amountMinor: TRAINING_FEE_MINOR + 1, reason: 'Too much', refundedOn: today() },
        409,
        REFUND_MESSAGES.amountOver(TRAINING_FEE_MINOR),
      ],
      [{ amountMinor: 100, reason: 'Future', refundedOn: tomorrow }, 400, REFUND_MESSAGES.dateFuture],
      [{ amountMinor: 100, reason: 'Early', refundedOn: yesterday }, 409, REFUND_MESSAGES.dateBeforeInvoice(today())],
      [{ amountMinor: 100, reason: '   ', refundedOn: today() }, 400, REFUND_MESSAGES.reasonRequired],
      // A credit note cannot be withdrawn: its reason must print as it reads.
      ...['\u202Ex', 'x\u0000', '\u200B\u200B', '\uFEFF\u200D', 'Paid twice 🙂'].map(
        (reason): [Record<string, unknown>, number, string] => [
          { amountMinor: 100, reason, refundedOn: today() },
          400,
          REFUND_MESSAGES.reasonNotPrintable,
        ],
      ),
      [{ amountMinor: 100, reason: 'Bad day', refundedOn: '2025-02-30' }, 400, REFUND_MESSAGES.dateRequired],
    ];
    for (const [body, status, message] of cases) {
      const res = await refund(admin, student.id, body);
      expect([res.statusCode, res.json().message], JSON.stringify(body)).toEqual([status, message]);
    }
    for (const body of [
      { amountMinor: 0, reason: 'Zero', refundedOn: today() },
      { amountMinor: 10.5, reason: 'Paise', refundedOn: today() },
      { reason: 'No amount', refundedOn: today() },
    ]) {
      expect((await refund(admin, student.id, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await creditNotesOf(student.id)).toHaveLength(0);
    expect(await ctx.app.models.User.findById(student.id).lean()).toMatchObject({ feeVerified: true, feeChange: null });

    const unverified = await studentWith(ctx.app, { idVerified: true });
    const none = await refund(admin, unverified.id, { amountMinor: 100, reason: 'Nothing paid', refundedOn: today() });
    expect([none.statusCode, none.json().message]).toEqual([409, REFUND_MESSAGES.noInvoice]);
    const unknown = await refund(admin, '64b7f0c2a1b2c3d4e5f60718', { amountMinor: 100, reason: 'x', refundedOn: today() });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, MESSAGES.invalidStudentSelection]);
  });

  it('is for admins only', async () => {
    const { student } = await verifiedStudent();
    for (const role of ['STUDENT', 'CA'] as const) {
      const other = await signInAs(ctx.app, role);
      const res = await refund(other, student.id, { amountMinor: 100, reason: 'Not mine to do', refundedOn: today() });
      expect(res.statusCode, role).toBe(403);
    }
    const anonymous = await ctx.app.inject({ method: 'POST', url: `/admin/api/students/${student.id}/refunds`, payload: {} });
    expect(anonymous.statusCode).toBe(401);
    expect(await creditNotesOf(student.id)).toHaveLength(0);
  });
});
