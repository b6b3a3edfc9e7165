/** The gateway's queries: events (stored once by id and by dedupe key, claimed with a lease), the links made, and the gateway fields of a student. */
import type { Types } from 'mongoose';
import type { GatewayEventOutcome, GatewayEventSource } from '@portal/domain/payment-gateway';
import { leasedJobQueue, type LeasedJobQueue } from '../../lib/leased-jobs.ts';
import { isDuplicateKeyError, type Models, type UserDoc } from '../../lib/models.ts';
import type { GatewayEventDoc } from '../../models/gateway-event.ts';
import type { GatewayLinkDoc } from '../../models/gateway-link.ts';
import { paymentFactsBody } from './gateway-event-body.ts';

/** The payment facts kept on the student (users.gatewayPayment). */
export interface StoredGatewayPayment {
  paymentId: string;
  method: string | null;
  amountMinor: number;
  currency: string;
  paidAt: Date | null;
  bankReference: string | null;
  paymentLinkId: string | null;
  recordedAt: Date;
  /** Set once FEE_AUTO_VERIFY verified the fee for this payment, so a later repeat never verifies it again. */
  autoVerifiedAt?: Date | null;
}

export type GatewayStudent = UserDoc & { gatewayPayment?: StoredGatewayPayment | null };

export interface NewGatewayEvent {
  eventId: string;
  dedupeKey: string;
  source: GatewayEventSource;
  event: string;
  body: string;
  paymentLinkId: string | null;
  paymentId: string | null;
}

export interface EventOutcome {
  outcome: GatewayEventOutcome;
  attention: string | null;
  studentId: Types.ObjectId | null;
}

export const EVENT_LEASE_MS = 60_000;

export function createGatewayRepository(models: Models) {
  const { GatewayEvent, GatewayLink, User, Counter } = models;
  const queue: LeasedJobQueue<GatewayEventDoc> = leasedJobQueue<GatewayEventDoc>(GatewayEvent, { leaseMs: EVENT_LEASE_MS });

  return {
    queue,

    /** Stores the event unless one with its id or its dedupe key exists; true when this call stored it. */
    async storeEvent(e: NewGatewayEvent, now = new Date()): Promise<boolean> {
      try {
        await GatewayEvent.create({ ...e, receivedAt: now });
        return true;
      } catch (err) {
        if (isDuplicateKeyError(err)) return false;
        throw err;
      }
    },

    /** The student's events (by the student, or by one of their links) keep only their payment facts. */
    async reduceEventsOfStudent(studentId: Types.ObjectId): Promise<void> {
      const links = await GatewayLink.find({ studentId }, { _id: 1 }).lean<{ _id: string }[]>();
      const events = await GatewayEvent.find(
        { $or: [{ studentId }, { paymentLinkId: { $in: links.map((l) => l._id) } }] },
        { body: 1 },
      ).lean<{ _id: Types.ObjectId; body: string }[]>();
      for (const e of events) {
        const facts = paymentFactsBody(e.body);
        if (facts !== e.body) await GatewayEvent.updateOne({ _id: e._id }, { $set: { body: facts } });
      }
    },

    /** The student's flag follows their unresolved attention events. */
    async refreshAttention(studentId: Types.ObjectId): Promise<void> {
      const open = await GatewayEvent.exists({ studentId, outcome: 'attention', resolvedAt: null });
      await User.updateOne({ _id: studentId }, { $set: { paymentAttention: !!open } });
    },

    async finishEvent(id: Types.ObjectId, o: EventOutcome, now = new Date()): Promise<void> {
      await GatewayEvent.updateOne(
        { _id: id },
        {
          $set: {
            outcome: o.outcome,
            attention: o.attention,
            studentId: o.studentId,
            processedAt: now,
            jobDone: true,
            claimToken: null,
            leaseUntil: null,
            lastError: null,
          },
        },
      );
    },

    eventsOfStudent: (studentId: Types.ObjectId, limit: number) =>
      GatewayEvent.find({ studentId }).sort({ receivedAt: -1 }).limit(limit).lean<GatewayEventDoc[]>(),

    openAttention: (limit: number) =>
      GatewayEvent.find({ outcome: 'attention', resolvedAt: null }).sort({ receivedAt: 1 }).limit(limit).lean<GatewayEventDoc[]>(),

    async resolveEvent(id: Types.ObjectId, by: string, now = new Date()): Promise<GatewayEventDoc | null> {
      await GatewayEvent.updateOne({ _id: id, outcome: 'attention', resolvedAt: null }, { $set: { resolvedAt: now, resolvedBy: by } });
      return GatewayEvent.findById(id).lean<GatewayEventDoc>();
    },

    /** "<student id>-<n>": the next reference of this student's links (a counter in the database, so two processes never share one). */
    async nextReference(studentId: Types.ObjectId): Promise<string> {
      const counter = await Counter.findOneAndUpdate(
        { _id: `payment-link:${String(studentId)}` },
        { $inc: { seq: 1 } },
        { upsert: true, returnDocument: 'after' },
      ).lean<{ seq: number }>();
      return `${String(studentId)}-${counter?.seq ?? 1}`;
    },

    async saveLink(link: Omit<GatewayLinkDoc, 'updatedAt'>, now = new Date()): Promise<void> {
      await GatewayLink.create({ ...link, updatedAt: now });
    },

    findLink: (id: string) => GatewayLink.findById(id).lean<GatewayLinkDoc>(),

    linksOfStudent: (studentId: Types.ObjectId) => GatewayLink.find({ studentId }).sort({ createdAt: -1 }).lean<GatewayLinkDoc[]>(),

    /** Links Razorpay may still take a payment on, or tell a new status of. */
    openLinks: () => GatewayLink.find({ status: { $in: ['created', 'partially_paid'] } }).lean<GatewayLinkDoc[]>(),

    async setLinkStatus(id: string, status: string, paymentId: string | null = null, now = new Date()): Promise<void> {
      await GatewayLink.updateOne({ _id: id }, { $set: { status, updatedAt: now, ...(paymentId ? { paymentId } : {}) } });
    },

    findStudent: (id: Types.ObjectId) => User.findOne({ _id: id, role: 'STUDENT' }).lean<GatewayStudent>(),

    findByPayment: (paymentId: string) => User.findOne({ 'gatewayPayment.paymentId': paymentId }).lean<GatewayStudent>(),

    /** Names the Razorpay link behind the student's link, while `url` is still their link. */
    async setCurrentLink(studentId: Types.ObjectId, url: string, linkId: string, status: string): Promise<GatewayStudent | null> {
      await User.updateOne({ _id: studentId, paymentLinkUrl: url }, { $set: { paymentLinkId: linkId, paymentLinkStatus: status } });
      return User.findById(studentId).lean<GatewayStudent>();
    },

    async clearCurrentLink(studentId: Types.ObjectId, linkId: string): Promise<void> {
      await User.updateOne({ _id: studentId, paymentLinkId: linkId }, { $set: { paymentLinkId: null, paymentLinkStatus: null } });
    },

    /** The status of the student's current link, when `linkId` is it. */
    async setCurrentLinkStatus(studentId: Types.ObjectId, linkId: string, status: string): Promise<void> {
      await User.updateOne({ _id: studentId, paymentLinkId: linkId }, { $set: { paymentLinkStatus: status } });
    },

    /**
     * Keeps the payment on the student unless another payment is kept already: answers the student
     * after the write; their gatewayPayment names whichever payment was kept.
     */
    async recordPayment(studentId: Types.ObjectId, payment: StoredGatewayPayment): Promise<GatewayStudent | null> {
      await User.updateOne({ _id: studentId, gatewayPayment: null }, { $set: { gatewayPayment: payment, paymentLinkStatus: 'paid' } });
      return User.findById(studentId).lean<GatewayStudent>();
    },

    async markAutoVerified(studentId: Types.ObjectId, paymentId: string, now = new Date()): Promise<void> {
      await User.updateOne({ _id: studentId, 'gatewayPayment.paymentId': paymentId }, { $set: { 'gatewayPayment.autoVerifiedAt': now } });
    },

    admins: () => User.find({ role: 'ADMIN' }, { email: 1, name: 1 }).lean<{ email: string; name?: string | null }[]>(),
  };
}

export type GatewayRepository = ReturnType<typeof createGatewayRepository>;
