/**
 * Evidence of a fee paid outside the gateway: the admin records how, the reference and the day on
 * Verify (the invoice stores and prints it, the audit entry records it; an empty body verifies as
 * before), and a student reports their own payment for the admin to check, which changes no fee mark.
 */
import { describe, expect, it } from 'vitest';
import { Types } from 'mongoose';
import { istDay } from '@portal/domain/calendar';
import { FEE_EVIDENCE_MESSAGES, feeEvidenceLabel } from '@portal/domain/fee-evidence';
import { stepLockedMessage } from '@portal/domain/journey';
import type { App } from '../src/app.ts';
import type { AuditActor } from '../src/features/audit/audit-service.ts';
import { createFeeChanges } from '../src/features/payments/fee-changes.ts';
import { createPaymentRepository } from '../src/features/payments/payment-repository.ts';
import { API_MESSAGES } from '../src/lib/messages.ts';
import { useTestApp } from './helpers/app.ts';
import { signInAs, studentWith, type SignedInUser } from './helpers/factories.ts';
import { verifyId } from './helpers/program.ts';
import { pdfText } from './helpers/pdf-text.ts';

const ctx = useTestApp();
const flat = (text: string) => text.replace(/\s+/g, ' ');
const daysAgo = (days: number) => istDay(new Date(Date.now() - days * 24 * 60 * 60 * 1000));
const UPI = { method: 'upi', reference: '412345678901', paidOn: daysAgo(2) } as const;

function verify(admin: SignedInUser, studentId: string, payload: object) {
  return ctx.app.inject({ method: 'POST', url: `/admin/api/students/${studentId}/payment/verify`, headers: admin.headers, payload });
}

function report(user: SignedInUser | null, payload: object) {
  return ctx.app.inject({ method: 'POST', url: '/student/payment/report', headers: user ? user.headers : {}, payload });
}

async function studentReady() {
  const student = await studentWith(ctx.app);
  await verifyId(ctx.app, student.id, student.email);
  return student;
}

async function invoiceText(studentId: string): Promise<{ invoice: Awaited<ReturnType<typeof invoiceOf>>; text: string }> {
  const invoice = await invoiceOf(studentId);
  const served = await ctx.app.invoices.pdfOf(String(invoice!._id), studentId);
  return { invoice, text: flat(await pdfText(served!.bytes)) };
}

const invoiceOf = (studentId: string) => ctx.app.models.Invoice.findOne({ userId: new Types.ObjectId(studentId) }).lean();

describe('fee Verify with evidence', () => {
  it('stores the evidence on the invoice, prints it on the PDF and records it in the audit entry', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const student = await studentReady();
    const res = await verify(admin, student.id, { ...UPI, reference: ' 412345678901 ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().feeVerified).toBe(true);

    const { invoice, text } = await invoiceText(student.id);
    expect(invoice!.paymentEvidence).toEqual(UPI);
    expect(text).toContain(feeEvidenceLabel(UPI));
    expect(feeEvidenceLabel(UPI)).toMatch(/^Paid by UPI, ref 412345678901, received \d{1,2} [A-Z][a-z]{2} \d{4}$/);

    const audit = await ctx.app.models.AuditEntry.findOne({ targetId: student.id, action: 'fee.verify' }).lean();
    expect(audit!.after).toMatchObject({ evidence: UPI, invoiceNumber: invoice!.invoiceNumber });
  });

  it('prints cash without a reference', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const student = await studentReady();
    const cash = { method: 'cash', reference: '', paidOn: daysAgo(0) };
    expect((await verify(admin, student.id, cash)).statusCode).toBe(200);
    const { invoice, text } = await invoiceText(student.id);
    expect(invoice!.paymentEvidence).toEqual({ method: 'cash', reference: null, paidOn: cash.paidOn });
    expect(text).toContain(feeEvidenceLabel({ method: 'cash', reference: null, paidOn: cash.paidOn }));
  });

  it("verifies exactly as before with the SPEC's empty object body", async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const student = await studentReady();
    expect((await verify(admin, student.id, {})).statusCode).toBe(200);
    const { invoice, text } = await invoiceText(student.id);
    expect(invoice!.paymentEvidence).toBeNull();
    expect(text).not.toContain('Paid ');
    const audit = await ctx.app.models.AuditEntry.findOne({ targetId: student.id, action: 'fee.verify' }).lean();
    expect(audit!.after).not.toHaveProperty('evidence');
  });

  it("refuses bad evidence with the domain's message, and changes nothing", async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const student = await studentReady();
    const cases: [object, string][] = [
      [{ ...UPI, method: 'cheque' }, FEE_EVIDENCE_MESSAGES.methodRequired],
      [{ reference: '412345678901' }, FEE_EVIDENCE_MESSAGES.methodRequired],
      [{ ...UPI, reference: null }, FEE_EVIDENCE_MESSAGES.referenceRequired],
      [{ ...UPI, reference: 'UTR 4123 <b>' }, FEE_EVIDENCE_MESSAGES.referenceForm],
      [{ ...UPI, paidOn: daysAgo(-2) }, FEE_EVIDENCE_MESSAGES.dateFuture],
      [{ ...UPI, paidOn: '2026-02-30' }, FEE_EVIDENCE_MESSAGES.dateRequired],
      [{ ...UPI, paidOn: daysAgo(400) }, FEE_EVIDENCE_MESSAGES.dateTooOld(daysAgo(366))],
    ];
    for (const [body, message] of cases) {
      const res = await verify(admin, student.id, body);
      expect([res.statusCode, res.json().message], JSON.stringify(body)).toEqual([400, message]);
    }
    expect((await verify(admin, student.id, { ...UPI, note: 'x' })).statusCode).toBe(400);
    expect((await ctx.app.models.User.findById(student.id).lean())!.feeVerified).toBe(false);
    expect(await invoiceOf(student.id)).toBeNull();
  });

  it('needs none for a payment Razorpay confirmed, and refuses it there', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const student = await studentReady();
    await ctx.app.models.User.updateOne(
      { _id: student.id },
      {
        $set: {
          feePaid: true,
          gatewayPayment: { paymentId: 'pay_Evidence1', method: 'upi', bankReference: '998877665544', paidAt: new Date() },
        },
      },
    );
    const refused = await verify(admin, student.id, UPI);
    expect([refused.statusCode, refused.json().message]).toEqual([400, FEE_EVIDENCE_MESSAGES.gatewayPaid]);
    expect((await verify(admin, student.id, {})).statusCode).toBe(200);
    const { text } = await invoiceText(student.id);
    expect(text).toContain('Paid by UPI, ref 998877665544 (Razorpay pay_Evidence1)');
  });

  it('keeps the evidence on the intent: a Verify whose process stopped is finished with the same invoice', async () => {
    const student = await studentReady();
    const app: App = ctx.app;
    const deps = () => {
      const { invoices, outbox, auditTrail, log, cohorts } = app;
      return { repository: createPaymentRepository(app.models), invoices, outbox, auditTrail, log, cohorts };
    };
    const actor: AuditActor = { id: null, email: 'admin@example.com', role: 'ADMIN', ip: '203.0.113.9' };
    const evidence = { method: 'bank_transfer', reference: 'HDFCN52026112012', paidOn: daysAgo(1) } as const;
    const dying = createFeeChanges(deps(), {
      leaseMs: 300,
      fault: async (at) => {
        if (at === 'leased') throw new Error('process stopped after leased');
      },
    });
    await expect(dying.verify(new Types.ObjectId(student.id), actor, undefined, evidence)).rejects.toThrow('process stopped');
    expect(await invoiceOf(student.id)).toBeNull();

    await expect.poll(() => createFeeChanges(deps()).reconcile(), { timeout: 5_000, interval: 100 }).toBe(1);
    const { invoice, text } = await invoiceText(student.id);
    expect(invoice!.paymentEvidence).toEqual(evidence);
    expect(text).toContain(feeEvidenceLabel(evidence));
    const audit = await ctx.app.models.AuditEntry.findOne({ targetId: student.id, action: 'fee.verify' }).lean();
    expect(audit!.after).toMatchObject({ evidence });
  });
});

describe("the student's payment report", () => {
  it('is kept on the student and audited, replaces an earlier one, shows on the admin row, and marks nothing paid or verified', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const student = await studentReady();
    await ctx.app.models.User.updateOne({ _id: student.id }, { $set: { paymentLinkUrl: 'https://pay.example.com/l/1' } });
    const empty = await ctx.app.inject({ method: 'GET', url: '/student/payment/report', headers: student.headers });
    expect(empty.json()).toEqual({ report: null });

    const first = await report(student, UPI);
    expect(first.statusCode).toBe(200);
    expect(first.json().report).toMatchObject(UPI);
    const second = await report(student, { method: 'bank_transfer', reference: 'SBIN-2026/77', paidOn: daysAgo(1) });
    expect(second.statusCode).toBe(200);

    const user = (await ctx.app.models.User.findById(student.id).lean())!;
    expect([user.feePaid, user.feeVerified]).toEqual([false, false]);
    expect(user.paymentReport).toMatchObject({ method: 'bank_transfer', reference: 'SBIN-2026/77', paidOn: daysAgo(1) });
    const read = await ctx.app.inject({ method: 'GET', url: '/student/payment/report', headers: student.headers });
    expect(read.json()).toEqual(second.json());

    const audits = await ctx.app.models.AuditEntry.find({ targetId: student.id, action: 'fee.payment-reported' }).sort({ at: 1 }).lean();
    expect(audits).toHaveLength(2);
    expect(audits[0]).toMatchObject({ actorEmail: student.email, before: { paymentReport: null }, after: { paymentReport: UPI } });
    expect(audits[1]!.before).toMatchObject({ paymentReport: UPI });

    const row = await ctx.app.inject({ method: 'GET', url: `/admin/api/students/${student.id}`, headers: admin.headers });
    expect(row.json().student.paymentReport).toMatchObject({ method: 'bank_transfer', reference: 'SBIN-2026/77' });
    expect(row.json().student.feeVerified).toBe(false);
  });

  it('is refused before step 1, with bad evidence, and once the fee is verified', async () => {
    const fresh = await studentWith(ctx.app);
    const locked = await report(fresh, UPI);
    expect([locked.statusCode, locked.json().message]).toEqual([409, stepLockedMessage('fee')]);

    const student = await studentReady();
    const bad = await report(student, { ...UPI, reference: '' });
    expect([bad.statusCode, bad.json().message]).toEqual([400, FEE_EVIDENCE_MESSAGES.referenceRequired]);
    await ctx.app.models.User.updateOne({ _id: student.id }, { $set: { feeVerified: true, feeVerifiedAt: new Date() } });
    const late = await report(student, UPI);
    expect([late.statusCode, late.json().message]).toEqual([409, FEE_EVIDENCE_MESSAGES.alreadyVerified]);
    for (const id of [fresh.id, student.id]) expect((await ctx.app.models.User.findById(id).lean())!.paymentReport).toBeNull();
  });

  it('is for students only', async () => {
    expect((await report(null, UPI)).statusCode).toBe(401);
    for (const role of ['ADMIN', 'CA'] as const) {
      const staff = await signInAs(ctx.app, role);
      const res = await report(staff, UPI);
      expect([res.statusCode, res.json().message], role).toEqual([403, API_MESSAGES.forbidden]);
      const read = await ctx.app.inject({ method: 'GET', url: '/student/payment/report', headers: staff.headers });
      expect(read.statusCode, role).toBe(403);
    }
  });
});
