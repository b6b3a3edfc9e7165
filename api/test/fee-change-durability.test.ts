/**
 * Fee changes on several API processes and across crashes: Verify and Unverify
 * of one student are serialized through the database, not a process's memory, and a change
 * stopped at any step boundary is finished by the reconciliation: the fee mark, the invoice or the
 * credit note, its PDF, the audit entry and the mail each happen exactly once.
 *
 * Two apps on one database stand for two API processes. A fault thrown at a step boundary stands
 * for the process dying there: nothing after it runs, the lease stays held until it runs out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Types } from 'mongoose';
import { financialYear } from '@portal/domain/calendar';
import type { App } from '../src/app.ts';
import type { AuditActor } from '../src/features/audit/audit-service.ts';
import type { FeeChangePoint } from '../src/features/payments/fee-change-steps.ts';
import { createFeeChanges, FeeChangeBusyError } from '../src/features/payments/fee-changes.ts';
import { createPaymentRepository } from '../src/features/payments/payment-repository.ts';
import { OPEN_INVOICE } from '../src/features/invoices/invoice-repository.ts';
import { createTestApp, destroyTestApp, inboxUrl, testConfig } from './helpers/app.ts';
import { signInAs, studentWith } from './helpers/factories.ts';
import { unverifyFee, verifyFee } from './helpers/fees.ts';
import { buildApp } from '../src/app.ts';
import { mailTo } from '../../tools/test-support/inbox.ts';

let first: App;
let second: App;

beforeAll(async () => {
  const config = testConfig();
  first = await createTestApp({ config });
  // The second process: the same database, its own workers.
  second = await buildApp({ ...config }, { logger: false });
});
afterAll(async () => {
  await second?.close();
  await destroyTestApp(first);
});

/** What the payments plugin hands the fee service, taken from a running app (a second fee service on the same database). */
function feeDeps(app: App) {
  const { invoices, outbox, auditTrail, log, cohorts } = app;
  return { repository: createPaymentRepository(app.models), invoices, outbox, auditTrail, log, cohorts };
}
/** The second process's reconciliation of stopped fee changes (what its background loop runs every minute). */
const reconcileOnSecond = () => createFeeChanges(feeDeps(second)).reconcile();
const ACTOR: AuditActor = { id: null, email: 'admin@example.com', role: 'ADMIN', ip: '203.0.113.9' };

/** Every fact the invariant is about, for one student. */
async function feeFacts(app: App, studentId: string) {
  const userId = new Types.ObjectId(studentId);
  const email = (await app.models.User.findById(userId).lean())!.email;
  const [user, issued, all, notes, audits, mails, creditMails] = await Promise.all([
    app.models.User.findById(userId).lean(),
    app.models.Invoice.find({ userId, ...OPEN_INVOICE }).lean(),
    app.models.Invoice.find({ userId }).lean(),
    app.models.Invoice.find({ userId, documentType: 'CREDIT_NOTE' }).lean(),
    app.models.AuditEntry.find({ targetId: studentId, action: { $in: ['fee.verify', 'fee.unverify'] } }).lean(),
    app.models.OutboxMail.find({ key: /^fee-verified:/, to: email }).lean(),
    app.models.OutboxMail.find({ key: /^fee-credited:/, to: email }).lean(),
  ]);
  return { user: user!, issued, all, notes, audits, mails, creditMails };
}

/** Each series' numbers of the year (invoices, credit notes) are 1..n with no gap. */
async function expectGaplessNumbers(app: App) {
  for (const documentType of ['INVOICE', 'CREDIT_NOTE'] as const) {
    const seqs = (
      await app.models.Invoice.find({ documentType, financialYear: financialYear(new Date()) }, { seq: 1 })
        .sort({ seq: 1 })
        .lean()
    ).map((i) => i.seq);
    expect(seqs).toEqual(seqs.map((_, i) => i + 1));
  }
}

/** A verified student whose Unverify stopped after `point`, as if its process died there (its lease runs out in 300 ms). */
async function unverifyStoppedAfter(point: FeeChangePoint) {
  const admin = await signInAs(first, 'ADMIN');
  const student = await studentWith(first, { idVerified: true });
  expect((await verifyFee(first, admin, student.id)).statusCode).toBe(200);
  const dying = createFeeChanges(feeDeps(first), {
    leaseMs: 300,
    fault: async (at, kind) => {
      if (at === point && kind === 'unverify') throw new Error(`process stopped after ${point}`);
    },
  });
  await expect(dying.unverify(new Types.ObjectId(student.id), ACTOR)).rejects.toThrow(`process stopped after ${point}`);
  return { admin, student };
}

/** Every invoice of the student but the open one is reversed by exactly one credit note that names it. */
function expectEachClosedInvoiceCredited(facts: Awaited<ReturnType<typeof feeFacts>>) {
  const invoices = facts.all.filter((d) => d.documentType === 'INVOICE');
  const credited = invoices.filter((i) => i.creditedAt);
  expect(credited).toHaveLength(invoices.length - facts.issued.length);
  expect(facts.notes.map((n) => n.originalInvoiceNumber).sort()).toEqual(credited.map((i) => i.invoiceNumber).sort());
  expect(invoices.every((i) => i.status === 'ISSUED')).toBe(true);
}

describe('fee changes on two API processes', () => {
  it('6 rounds of 10 Verify and 10 Unverify of one student, split over both processes, end consistent', { timeout: 180_000 }, async () => {
    const admin = await signInAs(first, 'ADMIN');
    const student = await studentWith(first, { idVerified: true });
    for (let round = 0; round < 6; round++) {
      const calls = Array.from({ length: 20 }, (_, i) => {
        const app = i % 2 ? second : first;
        return i % 4 < 2 ? verifyFee(app, admin, student.id) : unverifyFee(app, admin, student.id);
      });
      const answers = await Promise.all(calls);
      expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
      const { user, issued } = await feeFacts(first, student.id);
      // feeVerified ⇔ exactly one open invoice (issued, not credited), whatever order the changes took.
      expect(issued).toHaveLength(user.feeVerified ? 1 : 0);
      expectEachClosedInvoiceCredited(await feeFacts(first, student.id));
      expect(user.feeChange ?? null).toBeNull();
    }
    await expectGaplessNumbers(first);
  });
});

describe('a fee change that finds another one running', () => {
  it('waits for the running one, and answers busy when it outlasts the wait', async () => {
    const student = await studentWith(first, { idVerified: true });
    const studentId = new Types.ObjectId(student.id);
    const running = { kind: 'verify', eventId: 'e1', holder: 'another-process', leaseUntil: new Date(Date.now() + 60_000) };
    await first.models.User.updateOne({ _id: studentId }, { $set: { feeChange: { ...running, startedAt: new Date(), actor: ACTOR } } });
    const impatient = createFeeChanges(feeDeps(first), { waitMs: 300 });
    await expect(impatient.unverify(studentId, ACTOR)).rejects.toBeInstanceOf(FeeChangeBusyError);
    // Nothing was changed behind the running change's back.
    expect((await feeFacts(first, student.id)).user.feeChange).toMatchObject({ holder: 'another-process' });

    await first.models.User.updateOne({ _id: studentId }, { $set: { feeChange: null } });
    expect((await impatient.verify(studentId, ACTOR)).feeVerified).toBe(true);
  });
});

describe('a fee change stopped at a step boundary', () => {
  const points: FeeChangePoint[] = ['leased', 'invoice-issued', 'fee-marked', 'audited', 'mailed'];

  for (const point of points) {
    it(`Verify stopped after "${point}" is finished once by the reconciliation`, { timeout: 60_000 }, async () => {
      const student = await studentWith(first, { idVerified: true });
      const studentId = new Types.ObjectId(student.id);
      const dying = createFeeChanges(feeDeps(first), {
        leaseMs: 300,
        fault: async (at, kind) => {
          if (at === point && kind === 'verify') throw new Error(`process stopped after ${point}`);
        },
      });
      await expect(dying.verify(studentId, ACTOR)).rejects.toThrow(`process stopped after ${point}`);

      // While the lease runs, another change of this student waits for it rather than interleaving.
      expect((await feeFacts(first, student.id)).user.feeChange).toMatchObject({ kind: 'verify' });

      // "Restart": the other process's reconciliation takes over once the lease has run out.
      await expect.poll(() => reconcileOnSecond(), { timeout: 5_000, interval: 100 }).toBe(1);
      // And running it again finds nothing left to do.
      expect(await reconcileOnSecond()).toBe(0);

      const facts = await feeFacts(first, student.id);
      expect(facts.user.feeVerified).toBe(true);
      expect(facts.user.feeChange).toBeNull();
      expect(facts.issued).toHaveLength(1);
      expect(facts.all).toHaveLength(1);
      expect(facts.audits.map((a) => a.action)).toEqual(['fee.verify']);
      expect(facts.audits[0]).toMatchObject({ actorEmail: ACTOR.email, ip: ACTOR.ip });
      expect(facts.mails).toHaveLength(1);

      // The outbox sends the one mail with the invoice's one PDF.
      await first.outbox.runOnce();
      await expect.poll(async () => (await mailTo(inboxUrl(), student.email)).length, { timeout: 10_000 }).toBe(1);
      const [mail] = await mailTo(inboxUrl(), student.email);
      expect(mail!.subject).toContain(facts.issued[0]!.invoiceNumber);
      const invoice = (await first.models.Invoice.findById(facts.issued[0]!._id).lean())!;
      expect(invoice.fileId).toBeTruthy();
      expect(await first.files.listOwned('invoices', student.id)).toHaveLength(1);

      // A later Verify of the same student answers the same state and owes nothing more.
      const admin = await signInAs(first, 'ADMIN');
      expect((await verifyFee(second, admin, student.id)).statusCode).toBe(200);
      const after = await feeFacts(first, student.id);
      expect([after.all.length, after.audits.length, after.mails.length]).toEqual([1, 1, 1]);
      await expectGaplessNumbers(first);
    });
  }

  it(
    'Unverify stopped after clearing the mark is finished, not undone, by the next change of that student',
    { timeout: 60_000 },
    async () => {
      const { admin, student } = await unverifyStoppedAfter('fee-marked');
      // Unverified with an invoice still open: only finishing the Unverify makes this consistent.
      expect((await feeFacts(first, student.id)).issued).toHaveLength(1);

      // The next Verify waits for the lease, finishes the stopped Unverify, then verifies again.
      expect((await verifyFee(second, admin, student.id)).statusCode).toBe(200);
      const facts = await feeFacts(first, student.id);
      expect(facts.user.feeVerified).toBe(true);
      expect(facts.issued).toHaveLength(1);
      expect(facts.all.map((i) => i.documentType).sort()).toEqual(['CREDIT_NOTE', 'INVOICE', 'INVOICE']);
      expectEachClosedInvoiceCredited(facts);
      expect(facts.audits.map((a) => a.action).sort()).toEqual(['fee.unverify', 'fee.verify', 'fee.verify']);
      expect(facts.mails).toHaveLength(2);
      expect(facts.creditMails).toHaveLength(1);
    },
  );

  for (const point of points.filter((p) => p !== 'leased')) {
    it(
      `Unverify stopped after "${point}" is finished once by the reconciliation: one credit note, one audit entry, one mail`,
      { timeout: 60_000 },
      async () => {
        const { student } = await unverifyStoppedAfter(point);
        await expect.poll(() => reconcileOnSecond(), { timeout: 5_000, interval: 100 }).toBe(1);

        const facts = await feeFacts(first, student.id);
        expect(facts.user.feeVerified).toBe(false);
        expect(facts.issued).toHaveLength(0);
        expect(facts.notes).toHaveLength(1);
        expectEachClosedInvoiceCredited(facts);
        expect(facts.audits.map((a) => a.action).sort()).toEqual(['fee.unverify', 'fee.verify']);
        expect(facts.creditMails).toHaveLength(1);
        await expectGaplessNumbers(first);
      },
    );
  }
});
