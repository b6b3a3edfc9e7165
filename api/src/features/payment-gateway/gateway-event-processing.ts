/**
 * Processing of the stored Razorpay events, by a worker on a lease (lib/leased-jobs.ts): an event
 * whose process died after the store is processed by the next worker. Every step is keyed by the
 * payment (the payment kept on the student once, the audit entry and the mails keyed by the
 * payment id, Verify through payments' fee lease, which issues one invoice), so processing an
 * event twice, or the same payment under two events (a webhook and the reconciliation), moves the
 * money once.
 */
import { DEFAULT_CURRENCY } from '@portal/domain/constants';
import { MESSAGES } from '@portal/domain/messages';
import { formatMoneyGrouped } from '@portal/domain/money';
import { ATTENTION_REASONS } from '@portal/domain/payment-gateway';
import type { Types } from 'mongoose';
import { backgroundLoop, type BackgroundLoop } from '../../lib/background-loop.ts';
import type { AuditActor } from '../../types.ts';
import type { GatewayDeps } from './gateway-deps.ts';
import { factOf, type GatewayFact } from './gateway-events.ts';
import type { EventOutcome, GatewayStudent, StoredGatewayPayment } from './gateway-repository.ts';
import { paymentView } from './gateway-views.ts';

/** Who the gateway's own changes are recorded as in the audit trail. */
export const GATEWAY_ACTOR: AuditActor = { id: null, email: 'razorpay-webhook', role: 'SYSTEM', ip: null };

export interface GatewayEventProcessing extends BackgroundLoop {
  /** Processes every stored event this worker can claim; answers how many. */
  processPending(): Promise<number>;
}

export function gatewayEventProcessing(
  deps: Pick<GatewayDeps, 'config' | 'repository' | 'payments' | 'cohorts' | 'audit' | 'outbox' | 'log' | 'pollMs' | 'fault'>,
): GatewayEventProcessing {
  const { config, repository: repo, payments, cohorts, audit, outbox, log } = deps;
  const fault = deps.fault ?? (async () => undefined);

  const attention = (reason: string, studentId: Types.ObjectId | null): EventOutcome => ({
    outcome: 'attention',
    attention: reason,
    studentId,
  });

  async function notifyPaid(student: GatewayStudent, payment: StoredGatewayPayment): Promise<void> {
    const common = {
      amountMinor: payment.amountMinor,
      paymentId: payment.paymentId,
      method: payment.method,
      bankReference: payment.bankReference,
    };
    await outbox.enqueue({
      key: `payment-received:${payment.paymentId}`,
      template: 'payment-received',
      to: student.email,
      data: { name: student.name ?? null, ...common },
    });
    for (const admin of await repo.admins()) {
      await outbox.enqueue({
        key: `payment-received-admin:${payment.paymentId}:${admin.email}`,
        template: 'payment-received-admin',
        to: admin.email,
        studentId: String(student._id),
        data: { studentName: student.name ?? null, studentEmail: student.email, studentId: String(student._id), ...common },
      });
    }
  }

  async function autoVerify(student: GatewayStudent, payment: StoredGatewayPayment): Promise<void> {
    if (!config.autoVerify || payment.autoVerifiedAt || !student.idVerified) return;
    // The admin's Verify (the fee lease, one invoice, its audit entry and mail), from the student as they are now.
    const current = await payments.findStudent(String(student._id));
    const result = current
      ? await payments.verifyFee(GATEWAY_ACTOR, current)
      : ({ ok: false, message: MESSAGES.invalidStudentSelection } as const);
    if (!result.ok) throw new Error(`automatic verification of ${String(student._id)} refused: ${result.message}`);
    await repo.markAutoVerified(student._id, payment.paymentId);
  }

  async function onPaid(fact: Extract<GatewayFact, { kind: 'paid' }>): Promise<EventOutcome> {
    const link = await repo.findLink(fact.linkId);
    if (!link) return attention(ATTENTION_REASONS.unknownReference, null);
    await repo.setLinkStatus(link._id, 'paid', fact.paymentId);
    const student = await repo.findStudent(link.studentId);
    if (!student) return attention(ATTENTION_REASONS.unknownReference, null);
    const kept = student.gatewayPayment;
    // The same payment again (a repeat under another event id, or the reconciliation): finish what is left.
    if (kept?.paymentId === fact.paymentId) {
      await notifyPaid(student, kept);
      await autoVerify(student, kept);
      return { outcome: 'recorded', attention: null, studentId: student._id };
    }
    const current = student.paymentLinkId === link._id || (!student.paymentLinkId && student.paymentLinkUrl === link.url);
    if (!current) return attention(ATTENTION_REASONS.notCurrentLink, student._id);
    const { feeMinor } = await cohorts.ofStudent(student);
    if (fact.amountMinor !== feeMinor || fact.amountMinor !== link.amountMinor || fact.currency !== DEFAULT_CURRENCY)
      return attention(ATTENTION_REASONS.amountDiffers(fact.amountMinor, fact.currency, feeMinor), student._id);
    if (kept) return attention(ATTENTION_REASONS.alreadyPaid, student._id);

    const payment: StoredGatewayPayment = {
      paymentId: fact.paymentId,
      method: fact.method,
      amountMinor: fact.amountMinor,
      currency: fact.currency,
      paidAt: fact.paidAt,
      bankReference: fact.bankReference,
      paymentLinkId: link._id,
      recordedAt: new Date(),
      autoVerifiedAt: null,
    };
    const after = await repo.recordPayment(student._id, payment);
    if (after?.gatewayPayment?.paymentId !== fact.paymentId) return attention(ATTENTION_REASONS.alreadyPaid, student._id);
    await fault('recorded');
    const paid = await payments.setFeePaid(GATEWAY_ACTOR, after, true);
    if (!paid.ok) throw new Error(`the paid mark of ${String(student._id)} was refused: ${paid.message}`);
    await audit.record(
      GATEWAY_ACTOR,
      { action: 'payment.gateway-paid', targetType: 'user', targetId: String(student._id), after: paymentView(payment) },
      `payment.gateway-paid:${fact.paymentId}`,
    );
    await notifyPaid(after, after.gatewayPayment);
    await autoVerify(after, after.gatewayPayment);
    return { outcome: 'recorded', attention: null, studentId: student._id };
  }

  async function onLinkStatus(fact: Extract<GatewayFact, { kind: 'link-status' }>): Promise<EventOutcome> {
    const link = await repo.findLink(fact.linkId);
    if (!link) return { outcome: 'ignored', attention: null, studentId: null };
    // A paid link stays paid (Razorpay does not expire a paid link; the order of deliveries is not guaranteed).
    if (link.status !== 'paid') {
      await repo.setLinkStatus(link._id, fact.status);
      await repo.setCurrentLinkStatus(link.studentId, link._id, fact.status);
    }
    return { outcome: 'link-status', attention: null, studentId: link.studentId };
  }

  async function onRefund(fact: Extract<GatewayFact, { kind: 'refund' }>): Promise<EventOutcome> {
    const student = await repo.findByPayment(fact.paymentId);
    return attention(ATTENTION_REASONS.refundProcessed(formatMoneyGrouped(fact.amountMinor, fact.currency)), student?._id ?? null);
  }

  async function processOne(body: string): Promise<EventOutcome> {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return { outcome: 'ignored', attention: null, studentId: null };
    }
    const fact = factOf(parsed);
    switch (fact.kind) {
      case 'paid':
        return onPaid(fact);
      case 'link-status':
        return onLinkStatus(fact);
      case 'refund':
        return onRefund(fact);
      default:
        return { outcome: 'ignored', attention: null, studentId: null };
    }
  }

  async function processPending(): Promise<number> {
    let done = 0;
    for (;;) {
      const job = await repo.queue.claimNext();
      if (!job) return done;
      try {
        await fault('claimed');
        const outcome = await processOne(job.body);
        await repo.finishEvent(job._id, outcome);
        if (outcome.studentId && outcome.outcome === 'attention') await repo.refreshAttention(outcome.studentId);
        done++;
      } catch (err) {
        log.error({ err, eventId: job.eventId }, 'a Razorpay event could not be processed; it is tried again later');
        await repo.queue.fail(job, err);
      }
    }
  }

  const loop = backgroundLoop(processPending, { pollMs: deps.pollMs ?? 30_000, name: 'Razorpay events', log });
  return { ...loop, processPending };
}
