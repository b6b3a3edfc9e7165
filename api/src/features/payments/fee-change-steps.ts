/**
 * What each change of a student's fee does once it holds the fee lease (fee-changes.ts): Verify,
 * Unverify and a refund, step by step. Every step is idempotent (the invoice and credit notes by
 * their keys, the fee mark under the lease, the audit entry by the event, the mail by the
 * document), so a holder that takes a stopped change over runs the same steps and does each once.
 */
import type { FastifyInstance } from 'fastify';
import { Types } from 'mongoose';
import { REFUND_MESSAGES } from '@portal/domain/refunds';
import { formatRupees } from '@portal/domain/money';
import { istDateLabel, istDayStart } from '@portal/domain/calendar';
import type { InvoiceDoc, UserDoc } from '../../lib/models.ts';
import { paymentState } from './payment-views.ts';
import type { FeeChangeIntent, FeeChangeKind, FeeFields, PaymentRepository, RefundOrder } from './payment-repository.ts';

/** The step boundaries a test can stop a change at, as if the process died there. */
export type FeeChangePoint = 'leased' | 'invoice-issued' | 'fee-marked' | 'audited' | 'mailed';

/** A refund refused under the lease (nothing was written): no invoice left to refund, more than is left, or dated before the invoice. */
export class RefundRefusedError extends Error {}

/** What a change did: the student after it, the credit notes it issued, and for a refund whether it reversed all that was left. */
export interface FeeChangeRun {
  updated: UserDoc;
  notes: InvoiceDoc[];
  full?: boolean;
}

export type FeeChangeStepDeps = Pick<FastifyInstance, 'invoices' | 'outbox' | 'auditTrail' | 'cohorts'> & {
  repository: PaymentRepository;
  /** Runs at each step boundary; throwing there stands for the process dying. */
  fault: (point: FeeChangePoint, kind: FeeChangeKind) => Promise<void>;
};

/**
 * Runs the steps of `intent` for the student. `student` is the document read when the lease was
 * taken (a change taken over has none: it is read here).
 */
export type FeeChangeSteps = (studentId: Types.ObjectId, intent: FeeChangeIntent, student?: UserDoc) => Promise<FeeChangeRun>;

export function feeChangeSteps(app: FeeChangeStepDeps): FeeChangeSteps {
  const { repository, fault } = app;
  const loadStudent = (studentId: Types.ObjectId) => repository.studentForChange(studentId);
  const setFee = (studentId: Types.ObjectId, holder: string, fields: FeeFields) => repository.setFeeUnderLease(studentId, holder, fields);

  /** The credit note's printed reason: the admin's words and the day the money was paid back. */
  const refundReason = (order: RefundOrder) =>
    `Refund of ${formatRupees(order.amountMinor)} paid on ${istDateLabel(istDayStart(order.refundedOn) ?? new Date())}: ${order.reason}`;

  /**
   * A refund: decided under the lease against what is left of the open invoice (kept on the intent,
   * so a holder taking it over does the same), then either a partial credit note or the Unverify path.
   */
  async function runRefund(studentId: Types.ObjectId, intent: FeeChangeIntent, loaded?: UserDoc): Promise<FeeChangeRun> {
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
    // A partial refund leaves the fee fields as the lease found them.
    const student = loaded ?? (await loadStudent(studentId));
    await app.auditTrail.record(intent.actor, refundAudit(studentId, intent, student, [note], false), `fee.refund:${intent.eventId}`);
    await fault('audited', 'refund');
    await app.outbox.enqueue(creditNoteMail(student, note, { refundedOn: order.refundedOn, full: false }));
    await fault('mailed', 'refund');
    return { updated: student, notes: [note], full: false };
  }

  /** The student's mail with a credit note: a refund's (its day, and whether it was all that was left), else an Unverify's. */
  function creditNoteMail(student: UserDoc, note: InvoiceDoc, refund?: { refundedOn: string; full: boolean } | null) {
    const data = {
      name: student.name ?? null,
      creditNoteNumber: note.invoiceNumber,
      invoiceNumber: note.originalInvoiceNumber ?? '',
      amountMinor: note.amountMinor,
      currency: note.currency,
    };
    const attachments = [{ invoiceId: String(note._id) }];
    return refund
      ? {
          key: `fee-refunded:${String(note._id)}`,
          template: 'fee-refunded' as const,
          to: student.email,
          data: { ...data, ...refund },
          attachments,
        }
      : { key: `fee-credited:${String(note._id)}`, template: 'fee-credited' as const, to: student.email, data, attachments };
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

  async function runVerify(studentId: Types.ObjectId, intent: FeeChangeIntent, loaded?: UserDoc): Promise<FeeChangeRun> {
    const student = loaded ?? (await loadStudent(studentId));
    // The student joins the cohort active now (once: a student verified again keeps theirs) at its fee.
    const cohort = await app.cohorts.ofStudent(student);
    const { invoice } = await app.invoices.issueForVerification(student, {
      amountMinor: cohort.feeMinor,
      evidence: intent.evidence ?? null,
    });
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
        after: {
          ...paymentState(updated),
          invoiceId: String(invoice._id),
          invoiceNumber: invoice.invoiceNumber,
          ...(intent.evidence ? { evidence: intent.evidence } : {}),
        },
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
  async function runUnverify(studentId: Types.ObjectId, intent: FeeChangeIntent): Promise<FeeChangeRun> {
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
      await app.outbox.enqueue(creditNoteMail(updated, note, intent.refund && { refundedOn: intent.refund.refundedOn, full: true }));
    }
    await fault('mailed', 'unverify');
    return { updated, notes: credited };
  }

  return (studentId, intent, student) =>
    intent.kind === 'verify'
      ? runVerify(studentId, intent, student)
      : intent.kind === 'refund'
        ? runRefund(studentId, intent, student)
        : runUnverify(studentId, intent);
}
