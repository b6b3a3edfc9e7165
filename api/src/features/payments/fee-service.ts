/**
 * fastify.feeChanges: Verify and Unverify of a student's fee (SPEC §7), serialized through the
 * database and finished even when the process dies half-way. The payments service (fastify.payments)
 * is what routes call; this is the lease machinery under it, its queries in payment-repository.ts.
 *
 * A change first takes the student's fee lease: a conditional update writes the intent (which
 * change, by whom, an event id, the state before) on the student's document, and only one holder
 * can hold it. Every step after it is idempotent: the invoice (one open invoice per current
 * fee, its unique idempotency key), the credit note that reverses it (one per invoice), the fee
 * mark, the audit entry (keyed by the event), the student's mail (recorded in the outbox, keyed by
 * the document). The lease is released last. A holder that died leaves its intent with an expired
 * lease; the next change of that student, or the periodic reconciliation, takes it over and
 * finishes it first. So on any number of API processes, after any interleaving or crash:
 * feeVerified ⇔ exactly one open invoice (issued, not credited), each verification has one
 * invoice, one PDF, one audit entry and one mail, and each Unverify one credit note per invoice.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { Types } from 'mongoose';
import { backgroundLoop, type BackgroundLoop } from '../../lib/background-loop.ts';
import { REFUND_MESSAGES } from '@portal/domain/refunds';
import { formatRupees } from '@portal/domain/money';
import { istDateLabel, istDayStart } from '@portal/domain/calendar';
import type { InvoiceDoc, UserDoc } from '../../lib/models.ts';
import { paymentState } from './payment-views.ts';
import type { AuditActor } from '../audit/audit-service.ts';
import type { FeeChangeIntent, FeeChangeKind, FeeFields, PaymentRepository, RefundOrder } from './payment-repository.ts';

/** The step boundaries a test can stop a change at, as if the process died there. */
export type FeeChangePoint = 'leased' | 'invoice-issued' | 'fee-marked' | 'audited' | 'mailed';

export class FeeChangeBusyError extends Error {
  constructor() {
    super('another change of this fee is in progress');
  }
}

/** A refund refused under the lease (nothing was written): no invoice left to refund, more than is left, or dated before the invoice. */
export class RefundRefusedError extends Error {}

export interface RefundOutcome {
  student: UserDoc;
  /** The credit note the refund issued (a refund of all that is left: the ones reversing the open invoice). */
  creditNotes: InvoiceDoc[];
  /** True when it reversed all that was left (as Unverify: the fee mark is removed). */
  full: boolean;
}

export interface FeeService extends BackgroundLoop {
  verify(studentId: Types.ObjectId, actor: AuditActor): Promise<UserDoc>;
  unverify(studentId: Types.ObjectId, actor: AuditActor): Promise<UserDoc>;
  /**
   * Records a refund of the open invoice: a credit note for the amount, GST in proportion; a refund
   * of all that is left takes the Unverify path. One change per student at a time, so two admins
   * refunding at once never credit more than the invoice. Throws RefundRefusedError (nothing written).
   */
  refund(
    studentId: Types.ObjectId,
    actor: AuditActor,
    order: Pick<RefundOrder, 'amountMinor' | 'reason' | 'refundedOn'>,
  ): Promise<RefundOutcome>;
  /** Finishes the changes whose holder died (their lease ran out); answers how many. */
  reconcile(): Promise<number>;
}

export interface FeeChangeOptions {
  /** How long a holder may take before another may take its change over. */
  leaseMs?: number;
  /** How long a change waits for the student's lease before answering busy. */
  waitMs?: number;
  pollMs?: number;
  /** Test seam: runs at each step boundary; throwing there stands for the process dying. */
  fault?: (point: FeeChangePoint, kind: FeeChangeKind) => Promise<void>;
}

export const FEE_LEASE_MS = 30_000;

type Deps = Pick<FastifyInstance, 'invoices' | 'outbox' | 'auditTrail' | 'log' | 'cohorts'> & { repository: PaymentRepository };

export function createFeeService(app: Deps, options: FeeChangeOptions = {}): FeeService {
  const { repository } = app;
  const leaseMs = options.leaseMs ?? FEE_LEASE_MS;
  const waitMs = options.waitMs ?? 20_000;
  const fault = options.fault ?? (async () => undefined);
  const loadStudent = (studentId: Types.ObjectId) => repository.studentForChange(studentId);
  const claim = (studentId: Types.ObjectId, condition: Record<string, unknown>, intent: FeeChangeIntent) =>
    repository.claimFeeLease(studentId, condition, intent);
  const release = (studentId: Types.ObjectId, holder: string) => repository.releaseFeeLease(studentId, holder);
  const setFee = (studentId: Types.ObjectId, holder: string, fields: FeeFields) => repository.setFeeUnderLease(studentId, holder, fields);

  type Ran = { updated: UserDoc; notes: InvoiceDoc[]; full?: boolean };

  /** The credit note's printed reason: the admin's words and the day the money was paid back. */
  const refundReason = (order: RefundOrder) =>
    `Refund of ${formatRupees(order.amountMinor)} paid on ${istDateLabel(istDayStart(order.refundedOn) ?? new Date())}: ${order.reason}`;

  /**
   * A refund: decided under the lease against what is left of the open invoice (kept on the intent,
   * so a holder taking it over does the same), then either a partial credit note or the Unverify path.
   */
  async function runRefund(studentId: Types.ObjectId, intent: FeeChangeIntent): Promise<Ran> {
    const order = intent.refund!;
    let { plan, invoiceId } = order;
    if (!plan) {
      const refundable = await app.invoices.refundableOf(studentId);
      if (!refundable) throw new RefundRefusedError(REFUND_MESSAGES.noInvoice);
      if (order.amountMinor > refundable.leftMinor) throw new RefundRefusedError(REFUND_MESSAGES.amountOver(refundable.leftMinor));
      if (order.refundedOn < refundable.invoiceDay) throw new RefundRefusedError(REFUND_MESSAGES.dateBeforeInvoice(refundable.invoiceDay));
      plan = order.amountMinor === refundable.leftMinor ? 'full' : 'partial';
      invoiceId = String(refundable.invoice._id);
      await repository.planRefund(studentId, intent.holder, { plan, invoiceId });
    }
    if (plan === 'full') return { ...(await runUnverify(studentId, intent)), full: true };

    const note = await app.invoices.creditPart(new Types.ObjectId(invoiceId), {
      amountMinor: order.amountMinor,
      now: intent.startedAt,
      reason: refundReason(order),
      key: `refund:${intent.eventId}`,
    });
    await fault('invoice-issued', 'refund');
    const student = await loadStudent(studentId);
    await app.auditTrail.record(intent.actor, refundAudit(studentId, intent, student, [note], false), `fee.refund:${intent.eventId}`);
    await fault('audited', 'refund');
    await app.outbox.enqueue({
      key: `fee-refunded:${String(note._id)}`,
      template: 'fee-refunded',
      to: student.email,
      data: {
        name: student.name ?? null,
        creditNoteNumber: note.invoiceNumber,
        invoiceNumber: note.originalInvoiceNumber ?? '',
        amountMinor: note.amountMinor,
        currency: note.currency,
        refundedOn: order.refundedOn,
        full: false,
      },
      attachments: [{ invoiceId: String(note._id) }],
    });
    await fault('mailed', 'refund');
    return { updated: student, notes: [note], full: false };
  }

  function refundAudit(studentId: Types.ObjectId, intent: FeeChangeIntent, student: UserDoc, notes: InvoiceDoc[], full: boolean) {
    const { amountMinor, reason, refundedOn } = intent.refund!;
    return {
      action: 'fee.refund',
      targetType: 'user',
      targetId: String(studentId),
      before: intent.before,
      after: {
        ...paymentState(student),
        refund: { amountMinor, reason, refundedOn, full },
        creditNotes: notes.map((n) => ({
          creditNoteNumber: n.invoiceNumber,
          invoiceNumber: n.originalInvoiceNumber,
          amountMinor: n.amountMinor,
        })),
      },
    };
  }

  async function runVerify(studentId: Types.ObjectId, intent: FeeChangeIntent): Promise<Ran> {
    const student = await loadStudent(studentId);
    // The student joins the cohort active now (once: a student verified again keeps theirs) at its fee.
    const cohort = await app.cohorts.ofStudent(student);
    const { invoice } = await app.invoices.issueForVerification(student, { amountMinor: cohort.feeMinor });
    await fault('invoice-issued', 'verify');
    // The verification time is the invoice's, so every call of one verification answers the same state.
    const updated = await setFee(studentId, intent.holder, { feeVerified: true, feeVerifiedAt: invoice.issuedAt, cohortId: cohort._id });
    await app.cohorts.lock(cohort._id);
    await fault('fee-marked', 'verify');
    await app.auditTrail.record(
      intent.actor,
      {
        action: 'fee.verify',
        targetType: 'user',
        targetId: String(studentId),
        before: intent.before,
        after: { ...paymentState(updated), invoiceId: String(invoice._id), invoiceNumber: invoice.invoiceNumber },
      },
      `fee.verify:${String(invoice._id)}`,
    );
    await fault('audited', 'verify');
    await app.outbox.enqueue({
      key: `fee-verified:${String(invoice._id)}`,
      template: 'fee-verified',
      to: updated.email,
      data: {
        name: updated.name ?? null,
        invoiceNumber: invoice.invoiceNumber,
        amountMinor: invoice.amountMinor,
        currency: invoice.currency,
      },
      attachments: [{ invoiceId: String(invoice._id) }],
    });
    await fault('mailed', 'verify');
    return { updated, notes: [] };
  }

  /** Unverify, and a refund of all that is left (its reason on the credit note, recorded as a refund). */
  async function runUnverify(studentId: Types.ObjectId, intent: FeeChangeIntent): Promise<Ran> {
    // Clear the mark first: a change stopped after it leaves an open invoice that the next Verify reuses.
    const updated = await setFee(studentId, intent.holder, { feeVerified: false, feeVerifiedAt: null });
    await fault('fee-marked', 'unverify');
    // Dated at the change's start, so a change taken over issues (and finds) the same credit notes.
    await app.invoices.creditOpen(studentId, { now: intent.startedAt, ...(intent.refund ? { reason: refundReason(intent.refund) } : {}) });
    await fault('invoice-issued', 'unverify');
    const credited = await repository.creditNotesIssuedAt(studentId, intent.startedAt);
    if (intent.refund) {
      await app.auditTrail.record(intent.actor, refundAudit(studentId, intent, updated, credited, true), `fee.refund:${intent.eventId}`);
    } else if (intent.before.feeVerified || credited.length) {
      await app.auditTrail.record(
        intent.actor,
        {
          action: 'fee.unverify',
          targetType: 'user',
          targetId: String(studentId),
          before: intent.before,
          after: {
            ...paymentState(updated),
            creditNotes: credited.map((n) => ({ creditNoteNumber: n.invoiceNumber, invoiceNumber: n.originalInvoiceNumber })),
          },
        },
        `fee.unverify:${intent.eventId}`,
      );
    }
    await fault('audited', 'unverify');
    for (const note of credited) {
      const data = {
        name: updated.name ?? null,
        creditNoteNumber: note.invoiceNumber,
        invoiceNumber: note.originalInvoiceNumber ?? '',
        amountMinor: note.amountMinor,
        currency: note.currency,
      };
      const attachments = [{ invoiceId: String(note._id) }];
      await app.outbox.enqueue(
        intent.refund
          ? {
              key: `fee-refunded:${String(note._id)}`,
              template: 'fee-refunded',
              to: updated.email,
              data: { ...data, refundedOn: intent.refund.refundedOn, full: true },
              attachments,
            }
          : { key: `fee-credited:${String(note._id)}`, template: 'fee-credited', to: updated.email, data, attachments },
      );
    }
    await fault('mailed', 'unverify');
    return { updated, notes: credited };
  }

  async function finish(studentId: Types.ObjectId, intent: FeeChangeIntent): Promise<Ran> {
    await fault('leased', intent.kind);
    let ran: Ran;
    try {
      ran =
        intent.kind === 'verify'
          ? await runVerify(studentId, intent)
          : intent.kind === 'refund'
            ? await runRefund(studentId, intent)
            : await runUnverify(studentId, intent);
    } catch (err) {
      // A refused refund wrote nothing: give the lease back at once.
      if (err instanceof RefundRefusedError) await release(studentId, intent.holder);
      throw err;
    }
    await release(studentId, intent.holder);
    return { ...ran, updated: { ...ran.updated, feeChange: null } as UserDoc };
  }

  /** Takes over a change whose holder's lease ran out and finishes it; false when another took it first. */
  async function takeOver(studentId: Types.ObjectId, stale: FeeChangeIntent): Promise<boolean> {
    const at = new Date();
    if (new Date(stale.leaseUntil) > at) return false;
    const intent: FeeChangeIntent = { ...stale, holder: randomUUID(), leaseUntil: new Date(at.getTime() + leaseMs) };
    if (!(await claim(studentId, { 'feeChange.holder': stale.holder, 'feeChange.leaseUntil': { $lte: at } }, intent))) return false;
    app.log.warn(
      { studentId: String(studentId), kind: stale.kind, eventId: stale.eventId },
      'finishing a fee change whose process stopped',
    );
    try {
      await finish(studentId, intent);
    } catch (err) {
      // A refund whose holder stopped before deciding and that is refused now is over: nothing was written.
      if (!(err instanceof RefundRefusedError)) throw err;
      app.log.warn(
        { studentId: String(studentId), eventId: stale.eventId, reason: err.message },
        'a stopped refund was refused on taking it over',
      );
    }
    return true;
  }

  async function change(kind: FeeChangeKind, studentId: Types.ObjectId, actor: AuditActor, refund?: RefundOrder): Promise<Ran> {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const student = await loadStudent(studentId);
      const held = student.feeChange;
      if (!held) {
        const at = new Date();
        const intent: FeeChangeIntent = {
          kind,
          eventId: randomUUID(),
          holder: randomUUID(),
          leaseUntil: new Date(at.getTime() + leaseMs),
          startedAt: at,
          actor,
          before: paymentState(student),
          ...(refund ? { refund } : {}),
        };
        if (await claim(studentId, { feeChange: null }, intent)) return finish(studentId, intent);
      } else if (await takeOver(studentId, held)) {
        continue;
      }
      if (Date.now() > deadline) throw new FeeChangeBusyError();
      // Another change of this student runs: wait a moment (with jitter, so waiters do not move in step).
      await sleep(15 + Math.floor(Math.random() * 35));
    }
  }

  async function reconcile(): Promise<number> {
    const stale = await repository.staleFeeChanges(new Date());
    let finished = 0;
    for (const { _id, feeChange } of stale) {
      try {
        if (await takeOver(_id, feeChange)) finished++;
      } catch (err) {
        app.log.error({ err, studentId: String(_id) }, 'a stopped fee change could not be finished; it is tried again later');
      }
    }
    return finished;
  }

  const loop = backgroundLoop(reconcile, { pollMs: options.pollMs ?? 60_000, name: 'fee change reconciliation', log: app.log });
  return {
    ...loop,
    verify: async (studentId, actor) => (await change('verify', studentId, actor)).updated,
    unverify: async (studentId, actor) => (await change('unverify', studentId, actor)).updated,
    async refund(studentId, actor, { amountMinor, reason, refundedOn }) {
      const ran = await change('refund', studentId, actor, { amountMinor, reason: reason.trim(), refundedOn });
      return { student: ran.updated, creditNotes: ran.notes, full: !!ran.full };
    },
    reconcile,
  };
}
