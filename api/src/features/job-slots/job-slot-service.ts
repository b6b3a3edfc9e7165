/**
 * fastify.jobSlots: Job/PPO interview slots (journey step 9). An admin publishes a slot;
 * each eligible student (final letter issued, the slot's specialization) is mailed once; a student
 * books one slot at a time. Seats are taken by a conditional decrement, so racing students get
 * exactly `capacity` seats, and one standing booking per student is a unique index (`holder`).
 */
import { isValidObjectId, Types } from 'mongoose';
import { istDateTimeLabel } from '@portal/domain/calendar';
import { JOB_SLOT_MODE_LABELS, jobSlotEndsAt, slotIsFor, type JobSlotFields, type JobSlotMode } from '@portal/domain/job-slot';
import type { JobBookingView, JobSlotAdminPage, JobSlotAdminView, JobSlotView } from '@portal/domain/views/job-slot';
import { calendarInvite } from '../../lib/calendar-invite.ts';
import { isDuplicateKeyError, type Models, type UserDoc } from '../../lib/models.ts';
import type { JobBookingDoc, JobSlotDoc } from '../../models/job-slot.ts';
import type { AuditActor } from '../../types.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { Outbox } from '../mail-outbox/outbox-service.ts';

export type BookingRefusal = 'not-found' | 'closed' | 'full' | 'not-for-you' | 'already-booked' | 'no-specialization';
export type BookResult = { ok: true; booking: JobBookingView } | { ok: false; reason: BookingRefusal };
export type CancelResult = { ok: true; slot: JobSlotAdminView; mailed: number } | { ok: false; reason: 'not-found' | 'already-cancelled' };

export interface JobSlotRepository {
  /** Publishes the slot (recorded) and mails each eligible student once. */
  create(actor: AuditActor, fields: JobSlotFields, adminId: Types.ObjectId | null): Promise<JobSlotAdminView>;
  /** Mails every eligible student of a published slot once, then marks it notified (a retry mails no one twice). */
  notify(slotId: Types.ObjectId | string): Promise<number>;
  /** Finishes the mails of slots published by a process that stopped before it had recorded them all. */
  notifyPending(): Promise<void>;
  adminPage(page: number, size: number): Promise<JobSlotAdminPage>;
  /** Cancels the slot (recorded); each booked student is mailed and may book another. */
  cancel(actor: AuditActor, id: string, reason: string): Promise<CancelResult>;
  /** The open, future slots the student may book (their specialization or all), soonest first. */
  openFor(user: UserDoc): Promise<JobSlotView[]>;
  booking(userId: Types.ObjectId): Promise<JobBookingView | null>;
  /** Whether the student holds a booking (the journey's interview step). */
  hasBooking(userId: Types.ObjectId): Promise<boolean>;
  book(user: UserDoc, slotId: string): Promise<BookResult>;
}

const modeLabel = (mode: string) => JOB_SLOT_MODE_LABELS[mode as JobSlotMode];

function slotView(s: JobSlotDoc): JobSlotView {
  return {
    id: String(s._id),
    company: s.company,
    role: s.role,
    specialization: s.specialization ?? null,
    startsAt: s.startsAt.toISOString(),
    endsAt: jobSlotEndsAt({ startsAt: s.startsAt.toISOString(), durationMinutes: s.durationMinutes }).toISOString(),
    durationMinutes: s.durationMinutes,
    mode: s.mode as JobSlotView['mode'],
    location: s.location,
    capacity: s.capacity,
    seatsLeft: Math.max(0, s.seatsLeft),
  };
}

const NOTIFY_BATCH = 500;

export function createJobSlotRepository(deps: {
  models: Models;
  outbox: Pick<Outbox, 'enqueue'>;
  audit: Pick<AuditService, 'record'>;
  now: () => Date;
  log?: { warn(obj: object, msg: string): void };
}): JobSlotRepository {
  const { JobSlot, JobBooking, OfferLetter, SpecializationSelection, User } = deps.models;
  const byId = (id: string) => (isValidObjectId(id) ? JobSlot.findById(new Types.ObjectId(id)).lean<JobSlotDoc>() : null);

  async function adminView(s: JobSlotDoc): Promise<JobSlotAdminView> {
    const bookings = await JobBooking.find({ slotId: s._id }).sort({ bookedAt: 1 }).lean<JobBookingDoc[]>();
    const users = await User.find({ _id: { $in: bookings.map((b) => b.userId) } }, { studentId: 1, name: 1, email: 1 }).lean<UserDoc[]>();
    const byUser = new Map(users.map((u) => [String(u._id), u]));
    return {
      ...slotView(s),
      createdAt: s.createdAt.toISOString(),
      cancelledAt: s.cancelledAt ? s.cancelledAt.toISOString() : null,
      cancelReason: s.cancelReason ?? null,
      state: s.cancelledAt ? 'CANCELLED' : s.startsAt <= deps.now() ? 'STARTED' : s.seatsLeft <= 0 ? 'FULL' : 'OPEN',
      bookings: bookings.map((b) => {
        const u = byUser.get(String(b.userId));
        return {
          userId: String(b.userId),
          studentId: u?.studentId ?? null,
          name: u?.name ?? null,
          email: u?.email ?? '',
          bookedAt: b.bookedAt.toISOString(),
        };
      }),
    };
  }

  /** The students a slot is for: final letter issued and, unless open to all, its specialization. */
  async function* eligibleStudents(slot: JobSlotDoc): AsyncGenerator<UserDoc[]> {
    let after: Types.ObjectId | null = null;
    for (;;) {
      const finals: { _id: Types.ObjectId; userId: Types.ObjectId }[] = await OfferLetter.find(
        { kind: 'final', ...(after ? { _id: { $gt: after } } : {}) },
        { userId: 1 },
      )
        .sort({ _id: 1 })
        .limit(NOTIFY_BATCH)
        .lean();
      if (!finals.length) return;
      after = finals[finals.length - 1]!._id;
      let userIds = finals.map((f) => f.userId);
      if (slot.specialization) {
        const selections = await SpecializationSelection.find(
          { userId: { $in: userIds }, specialization: slot.specialization },
          { userId: 1 },
        ).lean<{ userId: Types.ObjectId }[]>();
        userIds = selections.map((s) => s.userId);
      }
      if (userIds.length) yield await User.find({ _id: { $in: userIds } }, { name: 1, email: 1 }).lean<UserDoc[]>();
    }
  }

  async function notify(slotId: Types.ObjectId | string): Promise<number> {
    const slot = await JobSlot.findById(slotId).lean<JobSlotDoc>();
    if (!slot || slot.notifiedAt || slot.cancelledAt) return 0;
    let mailed = 0;
    for await (const students of eligibleStudents(slot)) {
      for (const student of students) {
        await deps.outbox.enqueue({
          key: `job-slot-open:${String(slot._id)}:${String(student._id)}`,
          template: 'job-slot-open',
          to: student.email,
          data: {
            name: student.name ?? null,
            company: slot.company,
            role: slot.role,
            startsLabel: istDateTimeLabel(slot.startsAt),
            modeLabel: modeLabel(slot.mode),
          },
        });
        mailed++;
      }
    }
    await JobSlot.updateOne({ _id: slot._id, notifiedAt: null }, { $set: { notifiedAt: deps.now() } });
    return mailed;
  }

  async function bookingView(b: JobBookingDoc): Promise<JobBookingView | null> {
    const slot = await JobSlot.findById(b.slotId).lean<JobSlotDoc>();
    return slot ? { id: String(b._id), bookedAt: b.bookedAt.toISOString(), slot: slotView(slot) } : null;
  }

  async function bookingMail(user: UserDoc, booking: JobBookingDoc, slot: JobSlotDoc): Promise<void> {
    const startsLabel = istDateTimeLabel(slot.startsAt);
    const mode = modeLabel(slot.mode);
    await deps.outbox.enqueue({
      key: `job-slot-booked:${String(booking._id)}`,
      template: 'job-slot-booked',
      to: user.email,
      data: {
        name: user.name ?? null,
        company: slot.company,
        role: slot.role,
        startsLabel,
        durationMinutes: slot.durationMinutes,
        modeLabel: mode,
        location: slot.location,
      },
      attachments: [
        calendarInvite(
          {
            uid: `job-booking-${String(booking._id)}`,
            title: `Interview: ${slot.company}, ${slot.role}`,
            description: `Job/PPO interview with ${slot.company} for the role of ${slot.role}. ${mode}: ${slot.location}`,
            location: slot.location,
            ...(slot.mode === 'ONLINE' ? { url: slot.location } : {}),
            startsAt: slot.startsAt,
            durationMinutes: slot.durationMinutes,
          },
          'interview.ics',
        ),
      ],
    });
  }

  return {
    async create(actor, fields, adminId) {
      const doc = await JobSlot.create({
        ...fields,
        startsAt: new Date(fields.startsAt),
        seatsLeft: fields.capacity,
        createdAt: deps.now(),
        createdBy: adminId,
      });
      const slot = await adminView(doc.toObject() as JobSlotDoc);
      await deps.audit.record(actor, {
        action: 'job-slot.create',
        targetType: 'job-slot',
        targetId: slot.id,
        before: null,
        after: { ...fields },
      });
      await notify(slot.id);
      return slot;
    },
    notify,
    async notifyPending() {
      const pending = await JobSlot.find({ notifiedAt: null, cancelledAt: null }, { _id: 1 }).lean<{ _id: Types.ObjectId }[]>();
      for (const slot of pending) await notify(slot._id);
    },
    async adminPage(page, size) {
      const [slots, totalItems] = await Promise.all([
        JobSlot.find({})
          .sort({ startsAt: -1, _id: -1 })
          .skip(page * size)
          .limit(size)
          .lean<JobSlotDoc[]>(),
        JobSlot.countDocuments({}),
      ]);
      return { items: await Promise.all(slots.map(adminView)), totalItems };
    },
    async cancel(actor, id, reason) {
      const before = await byId(id);
      if (!before) return { ok: false, reason: 'not-found' };
      const at = deps.now();
      const res = await JobSlot.updateOne({ _id: before._id, cancelledAt: null }, { $set: { cancelledAt: at, cancelReason: reason } });
      if (res.modifiedCount !== 1) return { ok: false, reason: 'already-cancelled' };
      const standing = await JobBooking.find({ slotId: before._id, cancelledAt: null }).lean<JobBookingDoc[]>();
      const users = await User.find({ _id: { $in: standing.map((b) => b.userId) } }, { name: 1, email: 1 }).lean<UserDoc[]>();
      const byUser = new Map(users.map((u) => [String(u._id), u]));
      for (const booking of standing) {
        // The student's step 9 opens again: the holder no longer names them.
        await JobBooking.updateOne(
          { _id: booking._id, cancelledAt: null },
          { $set: { cancelledAt: at, holder: `cancelled:${String(booking._id)}` } },
        );
        const user = byUser.get(String(booking.userId));
        if (!user) continue;
        await deps.outbox.enqueue({
          key: `job-slot-cancelled:${String(booking._id)}`,
          template: 'job-slot-cancelled',
          to: user.email,
          data: {
            name: user.name ?? null,
            company: before.company,
            role: before.role,
            startsLabel: istDateTimeLabel(before.startsAt),
            reason,
          },
        });
      }
      const after = (await JobSlot.findById(before._id).lean<JobSlotDoc>()) as JobSlotDoc;
      const slot = await adminView(after);
      await deps.audit.record(actor, {
        action: 'job-slot.cancel',
        targetType: 'job-slot',
        targetId: id,
        before: { cancelledAt: null },
        after: { cancelledAt: slot.cancelledAt, reason, bookingsCancelled: standing.length },
      });
      return { ok: true, slot, mailed: standing.length };
    },
    async openFor(user) {
      const selection = await SpecializationSelection.findOne({ userId: user._id }, { specialization: 1 }).lean<{
        specialization: string;
      }>();
      const slots = await JobSlot.find({
        cancelledAt: null,
        startsAt: { $gt: deps.now() },
        specialization: { $in: [null, ...(selection ? [selection.specialization] : [])] },
      })
        .sort({ startsAt: 1, _id: 1 })
        .limit(100)
        .lean<JobSlotDoc[]>();
      return slots.map(slotView);
    },
    async hasBooking(userId) {
      return !!(await JobBooking.exists({ holder: String(userId) }));
    },
    async booking(userId) {
      const b = await JobBooking.findOne({ holder: String(userId) }).lean<JobBookingDoc>();
      return b ? bookingView(b) : null;
    },
    async book(user, slotId) {
      const slot = await byId(slotId);
      if (!slot) return { ok: false, reason: 'not-found' };
      if (slot.cancelledAt || slot.startsAt.getTime() <= deps.now().getTime()) return { ok: false, reason: 'closed' };
      const selection = await SpecializationSelection.findOne({ userId: user._id }, { specialization: 1 }).lean<{
        specialization: string;
      }>();
      if (!selection) return { ok: false, reason: 'no-specialization' };
      if (!slotIsFor(slot, selection.specialization)) return { ok: false, reason: 'not-for-you' };
      if (await JobBooking.exists({ holder: String(user._id) })) return { ok: false, reason: 'already-booked' };

      const taken = await JobSlot.findOneAndUpdate(
        { _id: slot._id, cancelledAt: null, seatsLeft: { $gt: 0 } },
        { $inc: { seatsLeft: -1 } },
        { returnDocument: 'after' },
      ).lean<JobSlotDoc>();
      if (!taken) {
        const now = await JobSlot.findById(slot._id).lean<JobSlotDoc>();
        return { ok: false, reason: now?.cancelledAt ? 'closed' : 'full' };
      }
      let booking: JobBookingDoc;
      try {
        const created = await JobBooking.create({ slotId: slot._id, userId: user._id, holder: String(user._id), bookedAt: deps.now() });
        booking = created.toObject() as JobBookingDoc;
      } catch (err) {
        await JobSlot.updateOne({ _id: slot._id }, { $inc: { seatsLeft: 1 } });
        if (isDuplicateKeyError(err)) return { ok: false, reason: 'already-booked' };
        throw err;
      }
      // A cancel that ran between the seat and the booking did not see this booking: undo it here.
      const current = (await JobSlot.findById(slot._id).lean<JobSlotDoc>()) as JobSlotDoc;
      if (current.cancelledAt) {
        await JobBooking.updateOne(
          { _id: booking._id, cancelledAt: null },
          { $set: { cancelledAt: current.cancelledAt, holder: `cancelled:${String(booking._id)}` } },
        );
        return { ok: false, reason: 'closed' };
      }
      await bookingMail(user, booking, current);
      return { ok: true, booking: { id: String(booking._id), bookedAt: booking.bookedAt.toISOString(), slot: slotView(current) } };
    },
  };
}
