/**
 * fastify.paymentGateway: Razorpay payment links made from the portal, and the events Razorpay
 * sends about them.
 *
 * An event is stored once by its id (a unique index: a repeat delivery, on any API process, finds
 * it stored and does nothing) and answered 200 at once; a worker on a lease (lib/leased-jobs.ts)
 * processes it from the database, so an event whose process died after the store is processed by
 * the next worker. Every step of processing is keyed by the payment (the payment kept on the
 * student once, the audit entry and the mails keyed by the payment id, Verify through the fee
 * lease, which issues one invoice), so processing an event twice, or the same payment under two
 * events (a webhook and the reconciliation), moves the money once.
 */
import { Types } from 'mongoose';
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_CURRENCY } from '@portal/domain/constants';
import { MESSAGES } from '@portal/domain/messages';
import { formatRupees } from '@portal/domain/money';
import { ATTENTION_REASONS, CLOSED_LINK_STATUSES } from '@portal/domain/payment-gateway';
import type { AttentionList, CallbackCheck, StudentGateway } from '@portal/domain/views/payment-gateway';
import { backgroundLoop, type BackgroundLoop } from '../../lib/background-loop.ts';
import type { RazorpayConfig } from '../../config.ts';
import type { UserDoc } from '../../lib/models.ts';
import type { AuditActor } from '../../types.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { Outbox } from '../mail-outbox/outbox-service.ts';
import type { PaymentsService } from '../payments/payments-service.ts';
import { factOf, namesOf, type GatewayFact } from './gateway-events.ts';
import {
  bodyEventId,
  type EventOutcome,
  type GatewayRepository,
  type GatewayStudent,
  type StoredGatewayPayment,
} from './gateway-repository.ts';
import { eventView, linkView, paymentView } from './gateway-views.ts';
import { RazorpayError, type RazorpayClient, type RazorpayPaymentLink } from './razorpay-client.ts';
import { isCallbackSigned, isWebhookSigned, type CallbackQuery } from './razorpay-signatures.ts';

/** Who the gateway's own changes are recorded as in the audit trail. */
export const GATEWAY_ACTOR: AuditActor = { id: null, email: 'razorpay-webhook', role: 'SYSTEM', ip: null };

export type ReceiveResult = 'stored' | 'repeat' | 'unsigned' | 'not-configured';

export type LinkResult =
  | { ok: true; student: GatewayStudent }
  | { ok: false; reason: 'not-found' | 'invalid' | 'gateway' | 'not-configured' | 'busy' | 'not-ready'; message: string };

/** Test seam: runs at each step boundary of processing; throwing there stands for the process dying. */
export type GatewayFaultPoint = 'claimed' | 'recorded';

export interface PaymentGateway extends BackgroundLoop {
  /** Razorpay keys are set: links can be made and cancelled from the portal. */
  readonly linksEnabled: boolean;
  /** A webhook secret is set: events are accepted. */
  readonly webhooksEnabled: boolean;
  createLink(actor: AuditActor, studentId: string): Promise<LinkResult>;
  /**
   * Before the student's link is replaced or cleared: their Razorpay link is cancelled at Razorpay and
   * no longer theirs (nothing for a pasted link). Throws RazorpayError when Razorpay refuses.
   */
  releaseLinkOf(student: { _id: Types.ObjectId; paymentLinkId?: string | null }): Promise<void>;
  receive(rawBody: Buffer, signature: string | undefined, eventId: string | undefined): Promise<ReceiveResult>;
  /** Processes every stored event this worker can claim; answers how many. */
  processPending(): Promise<number>;
  /** Asks Razorpay for every open link's status and processes what changed; answers the links asked about and the events stored. */
  reconcileLinks(): Promise<{ checked: number; stored: number }>;
  checkCallback(student: GatewayStudent, query: CallbackQuery): CallbackCheck;
  studentView(studentId: Types.ObjectId): Promise<StudentGateway>;
  attention(): Promise<AttentionList>;
  resolve(actor: AuditActor, eventId: string): Promise<boolean>;
}

export interface GatewayDeps {
  config: RazorpayConfig;
  publicWebUrl: string;
  repository: GatewayRepository;
  client: RazorpayClient | null;
  payments: Pick<PaymentsService, 'findStudent' | 'setPaymentLink' | 'setFeePaid' | 'verifyFee'>;
  /** The fee of the student's cohort (fastify.cohorts). */
  cohorts: { ofStudent(user: Pick<UserDoc, 'cohortId'>): Promise<{ feeMinor: number }> };
  audit: Pick<AuditService, 'record'>;
  outbox: Pick<Outbox, 'enqueue'>;
  log: FastifyBaseLogger;
  pollMs?: number;
  fault?: (point: GatewayFaultPoint) => Promise<void>;
}

const EVENTS_SHOWN = 50;
const ATTENTION_SHOWN = 200;

export function createPaymentGateway(deps: GatewayDeps): PaymentGateway {
  const { config, repository: repo, client, payments, cohorts, audit, outbox, log } = deps;
  const fault = deps.fault ?? (async () => undefined);
  const linksEnabled = client !== null;
  const webhooksEnabled = config.webhookSecrets.length > 0;

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
        data: { studentName: student.name ?? null, studentEmail: student.email, studentId: String(student._id), ...common },
      });
    }
  }

  async function autoVerify(student: GatewayStudent, payment: StoredGatewayPayment): Promise<void> {
    if (!config.autoVerify || payment.autoVerifiedAt || !student.idVerified) return;
    // The admin's Verify: the fee lease, one invoice, its audit entry and mail.
    const result = await payments.verifyFee(GATEWAY_ACTOR, student._id);
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
      return attention(ATTENTION_REASONS.amountDiffers(fact.amountMinor, feeMinor, formatRupees), student._id);
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
    const paid = await payments.setFeePaid(GATEWAY_ACTOR, student._id, true);
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
    return attention(ATTENTION_REASONS.refundProcessed(formatRupees(fact.amountMinor)), student?._id ?? null);
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

  async function store(eventId: string, source: 'webhook' | 'reconcile', body: string): Promise<boolean> {
    let event = 'unknown';
    let names: ReturnType<typeof namesOf> = { paymentLinkId: null, paymentId: null };
    try {
      const parsed = JSON.parse(body) as { event?: unknown };
      if (typeof parsed.event === 'string') event = parsed.event.slice(0, 100);
      names = namesOf(factOf(parsed));
    } catch {
      // Kept as it came; processing marks it ignored.
    }
    return repo.storeEvent({ eventId, source, event, body, ...names });
  }

  function requireClient(): RazorpayClient {
    if (!client) throw new Error('Razorpay keys are not set');
    return client;
  }

  /** Cancels a link at Razorpay unless it is already closed there; a link Razorpay already closed is not an error. */
  async function cancelLink(linkId: string): Promise<void> {
    const link = await repo.findLink(linkId);
    if (link && CLOSED_LINK_STATUSES.includes(link.status)) return;
    let cancelled: RazorpayPaymentLink;
    try {
      cancelled = await requireClient().cancelPaymentLink(linkId);
    } catch (err) {
      if (!(err instanceof RazorpayError) || err.statusCode >= 500 || err.statusCode === 401) throw err;
      // Closed meanwhile (paid, expired, cancelled): its real status decides.
      cancelled = await requireClient().fetchPaymentLink(linkId);
      if (cancelled.status === 'paid')
        throw new RazorpayError('The current link was paid meanwhile: it is not replaced. Reload the list.', 409, null);
      if (!CLOSED_LINK_STATUSES.includes(cancelled.status)) throw err;
    }
    await repo.setLinkStatus(linkId, cancelled.status);
  }

  return {
    ...loop,
    linksEnabled,
    webhooksEnabled,
    processPending,

    async createLink(actor, studentId) {
      if (!client) return { ok: false, reason: 'not-configured', message: 'Razorpay keys are not set: paste a link instead.' };
      const student = (await payments.findStudent(studentId)) as GatewayStudent | null;
      if (!student) return { ok: false, reason: 'not-found', message: MESSAGES.invalidStudentSelection };
      if (student.feeVerified) return { ok: false, reason: 'invalid', message: 'The fee is already verified: no new link is needed.' };
      if (student.feePaid || student.gatewayPayment)
        return { ok: false, reason: 'invalid', message: 'The fee is already paid: verify it, or unverify and refund first.' };
      const { feeMinor } = await cohorts.ofStudent(student);
      const referenceId = await repo.nextReference(student._id);
      const expireBy = new Date(Date.now() + config.linkExpiryDays * 24 * 3600_000);
      let link: RazorpayPaymentLink;
      try {
        link = await client.createPaymentLink({
          amountMinor: feeMinor,
          currency: DEFAULT_CURRENCY,
          referenceId,
          description: `Training fee${student.studentId ? ` (${student.studentId})` : ''}`,
          customer: { name: student.name || student.email, email: student.email, ...(student.phone ? { contact: student.phone } : {}) },
          callbackUrl: `${deps.publicWebUrl}/student-main/pay`,
          expireBy,
          notes: { student_id: String(student._id) },
        });
      } catch (err) {
        if (err instanceof RazorpayError) return { ok: false, reason: 'gateway', message: `Razorpay: ${err.message}` };
        throw err;
      }
      await repo.saveLink({
        _id: link.id,
        studentId: student._id,
        referenceId,
        url: link.short_url,
        amountMinor: link.amount,
        currency: link.currency,
        status: link.status,
        createdAt: new Date(link.created_at * 1000),
        expireBy: new Date(link.expire_by * 1000),
        paymentId: null,
      });
      // The payments service releases the link it replaces (releaseLinkOf: cancelled at Razorpay) before it stores this one, audits and mails it.
      const result = await payments.setPaymentLink(actor, student._id, {
        url: link.short_url,
        amountMajor: feeMinor / 100,
        currency: DEFAULT_CURRENCY,
      });
      if (!result.ok) {
        await cancelLink(link.id).catch((err: unknown) =>
          log.warn({ err, linkId: link.id }, 'a link made for a refused change could not be cancelled'),
        );
        return result;
      }
      const current = await repo.setCurrentLink(student._id, link.short_url, link.id, link.status);
      return { ok: true, student: current ?? (result.student as GatewayStudent) };
    },

    async releaseLinkOf(student) {
      if (!student.paymentLinkId) return;
      if (client) await cancelLink(student.paymentLinkId);
      await repo.clearCurrentLink(student._id, student.paymentLinkId);
    },

    async receive(rawBody, signature, eventId) {
      if (!webhooksEnabled) return 'not-configured';
      if (!isWebhookSigned(rawBody, signature, config.webhookSecrets)) return 'unsigned';
      const stored = await store(eventId?.trim() || bodyEventId(rawBody), 'webhook', rawBody.toString('utf8'));
      if (stored) loop.kick();
      return stored ? 'stored' : 'repeat';
    },

    async reconcileLinks() {
      const gateway = requireClient();
      let checked = 0;
      let storedCount = 0;
      for (const link of await repo.openLinks()) {
        checked++;
        let fetched: RazorpayPaymentLink;
        try {
          fetched = await gateway.fetchPaymentLink(link._id);
        } catch (err) {
          log.error({ err, linkId: link._id }, 'a payment link could not be fetched from Razorpay');
          continue;
        }
        const body = reconcileBody(fetched);
        if (!body) continue;
        if (await store(`reconcile:${fetched.id}:${fetched.status}`, 'reconcile', JSON.stringify(body))) storedCount++;
      }
      await processPending();
      return { checked, stored: storedCount };
    },

    checkCallback(student, query) {
      const valid =
        !!config.keySecret &&
        !!student.paymentLinkId &&
        query.razorpay_payment_link_id === student.paymentLinkId &&
        isCallbackSigned(query, config.keySecret);
      return { valid, status: valid ? query.razorpay_payment_link_status : null };
    },

    async studentView(studentId) {
      const [student, links, events] = await Promise.all([
        repo.findStudent(studentId),
        repo.linksOfStudent(studentId),
        repo.eventsOfStudent(studentId, EVENTS_SHOWN),
      ]);
      return {
        enabled: linksEnabled,
        payment: student?.gatewayPayment ? paymentView(student.gatewayPayment) : null,
        links: links.map(linkView),
        events: events.map((e) => eventView(e, student?.email ?? null)),
      };
    },

    async attention() {
      const events = await repo.openAttention(ATTENTION_SHOWN);
      const emails = new Map<string, string>();
      for (const e of events) {
        if (!e.studentId || emails.has(String(e.studentId))) continue;
        const s = await repo.findStudent(e.studentId);
        if (s) emails.set(String(e.studentId), s.email);
      }
      return { items: events.map((e) => eventView(e, e.studentId ? (emails.get(String(e.studentId)) ?? null) : null)) };
    },

    async resolve(actor, eventId) {
      if (!Types.ObjectId.isValid(eventId)) return false;
      const event = await repo.resolveEvent(new Types.ObjectId(eventId), actor.email ?? 'admin');
      if (!event?.resolvedAt) return false;
      if (event.studentId) await repo.refreshAttention(event.studentId);
      await audit.record(
        actor,
        { action: 'payment.attention-resolved', targetType: 'gateway-event', targetId: eventId, after: { attention: event.attention } },
        `payment.attention-resolved:${eventId}`,
      );
      return true;
    },
  };
}

/**
 * What the reconciliation found, written as the event Razorpay would have sent: a paid link as
 * payment_link.paid with the payment Razorpay lists on it, an expired or cancelled one as its
 * event; a link still open gives nothing.
 */
function reconcileBody(link: RazorpayPaymentLink): Record<string, unknown> | null {
  const wrap = (event: string, payload: Record<string, unknown>) => ({
    entity: 'event',
    event,
    contains: Object.keys(payload),
    payload,
    created_at: Math.floor(Date.now() / 1000),
  });
  if (link.status === 'expired' || link.status === 'cancelled')
    return wrap(`payment_link.${link.status}`, { payment_link: { entity: link } });
  if (link.status !== 'paid') return null;
  const paid = (link.payments ?? []).find((p) => p.status === 'captured') ?? link.payments?.[0];
  if (!paid) return null;
  return wrap('payment_link.paid', {
    payment_link: { entity: link },
    payment: {
      entity: {
        id: paid.payment_id,
        entity: 'payment',
        amount: paid.amount,
        currency: link.currency,
        status: paid.status,
        method: paid.method,
        created_at: paid.created_at,
      },
    },
  });
}
