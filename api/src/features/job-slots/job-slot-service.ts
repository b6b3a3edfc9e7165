/**
 * fastify.jobSlots: Job/PPO interview slots (journey step 9). An admin publishes a slot (recorded);
 * each eligible student (final letter issued, the slot's specialization) is mailed once; a student
 * whose step 9 is open books one slot at a time and is mailed a calendar file; cancelling a slot
 * (recorded) mails each booked student, who may book another.
 */
import { Types } from 'mongoose';
import { istDateTimeLabel } from '@portal/domain/calendar';
import { JOB_SLOT_MODE_LABELS, slotIsFor, type JobSlotFields, type JobSlotMode } from '@portal/domain/job-slot';
import type { JobBookingView, JobSlotAdminPage, JobSlotAdminView, JobSlotView } from '@portal/domain/views/job-slot';
import { calendarInvite } from '../../lib/calendar-invite.ts';
import { isDuplicateKeyError, type UserDoc } from '../../lib/models.ts';
import type { JobBookingDoc, JobSlotDoc } from '../../models/job-slot.ts';
import type { AuditActor } from '../../types.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { UserService } from '../auth/user-service.ts';
import type { Outbox } from '../mail-outbox/outbox-service.ts';
import type { OfferLetterService } from '../offer-letters/offer-letter-service.ts';
import type { SpecializationService } from '../specializations/specialization-service.ts';
import type { JobSlotRepository } from './job-slot-repository.ts';
import { toJobBookingView, toJobSlotAdminView, toJobSlotView } from './job-slot-views.ts';

export type BookingRefusal = 'not-found' | 'closed' | 'full' | 'not-for-you' | 'already-booked' | 'no-specialization';
export type BookResult =
  { ok: true; booking: JobBookingView } | { ok: false; reason: BookingRefusal } | { ok: false; reason: 'unconfirmed' };
export type CancelResult = { ok: true; slot: JobSlotAdminView; mailed: number } | { ok: false; reason: 'not-found' | 'already-cancelled' };

export interface JobSlotService {
  /** Publishes the slot (recorded) and mails each eligible student once. */
  create(actor: AuditActor, fields: JobSlotFields): Promise<JobSlotAdminView>;
  /** Mails every eligible student of a published slot once, then marks it notified (a retry mails no one twice). */
  notify(slotId: Types.ObjectId | string): Promise<number>;
  /** Finishes the mails of slots published by a process that stopped before it had recorded them all. */
  notifyPending(): Promise<void>;
  adminPage(page: number, size: number): Promise<JobSlotAdminPage>;
  /** Cancels the slot (recorded); each booked student is mailed and may book another. */
  cancel(actor: AuditActor, id: string, reason: string): Promise<CancelResult>;
  /** The open, future slots the student may book (their specialization or all), soonest first (its route asks step 9 open). */
  openFor(user: UserDoc): Promise<JobSlotView[]>;
  booking(userId: Types.ObjectId): Promise<JobBookingView | null>;
  /** Whether the student holds a booking (the journey's interview step). */
  hasBooking(userId: Types.ObjectId): Promise<boolean>;
  /** Books the slot for a student who confirmed (its route asks step 9 open); mails a calendar file. */
  book(user: UserDoc, slotId: string, confirmed: boolean): Promise<BookResult>;
}

const modeLabel = (mode: string) => JOB_SLOT_MODE_LABELS[mode as JobSlotMode];

const NOTIFY_BATCH = 500;

export function createJobSlotService(deps: {
  repository: JobSlotRepository;
  users: Pick<UserService, 'listSummaries'>;
  specializations: Pick<SpecializationService, 'find' | 'holdersOf'>;
  offerLetters: Pick<OfferLetterService, 'finalHolders'>;
  outbox: Pick<Outbox, 'enqueue'>;
  audit: Pick<AuditService, 'record'>;
  now: () => Date;
}): JobSlotService {
  const { repository } = deps;

  async function adminView(s: JobSlotDoc): Promise<JobSlotAdminView> {
    const bookings = await repository.bookingsOf(s._id);
    return toJobSlotAdminView(s, bookings, await deps.users.listSummaries(bookings.map((b) => b.userId)), deps.now());
  }

  /** The students a slot is for: final letter issued and, unless open to all, its specialization. */
  async function* eligibleStudents(slot: JobSlotDoc): AsyncGenerator<UserDoc[]> {
    let after: Types.ObjectId | null = null;
    for (;;) {
      const finals = await deps.offerLetters.finalHolders(after, NOTIFY_BATCH);
      if (!finals.length) return;
      after = finals[finals.length - 1]!._id;
      let userIds = finals.map((f) => f.userId);
      if (slot.specialization) userIds = await deps.specializations.holdersOf(userIds, slot.specialization);
      if (userIds.length) yield await deps.users.listSummaries(userIds);
    }
  }

  async function notify(slotId: Types.ObjectId | string): Promise<number> {
    const slot = await repository.byId(slotId);
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
    await repository.markNotified(slot._id, deps.now());
    return mailed;
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

  /** Takes a seat and records the booking; a refusal when the slot cannot be booked. */
  async function takeSeat(user: UserDoc, slot: JobSlotDoc): Promise<BookResult> {
    const taken = await repository.takeSeat(slot._id);
    if (!taken) {
      const now = await repository.byId(slot._id);
      return { ok: false, reason: now?.cancelledAt ? 'closed' : 'full' };
    }
    let booking: JobBookingDoc;
    try {
      booking = await repository.insertBooking(slot._id, user._id, deps.now());
    } catch (err) {
      await repository.returnSeat(slot._id);
      if (isDuplicateKeyError(err)) return { ok: false, reason: 'already-booked' };
      throw err;
    }
    // A cancel that ran between the seat and the booking did not see this booking: undo it here.
    const current = (await repository.byId(slot._id)) as JobSlotDoc;
    if (current.cancelledAt) {
      await repository.cancelBooking(booking._id, current.cancelledAt);
      return { ok: false, reason: 'closed' };
    }
    await bookingMail(user, booking, current);
    return { ok: true, booking: toJobBookingView(booking, current) };
  }

  return {
    async create(actor, fields) {
      const doc = await repository.insert(fields, deps.now(), actor.id ? new Types.ObjectId(actor.id) : null);
      const slot = await adminView(doc);
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
      for (const id of await repository.pendingNotification()) await notify(id);
    },
    async adminPage(page, size) {
      const { slots, totalItems } = await repository.page(page, size);
      return { items: await Promise.all(slots.map(adminView)), totalItems };
    },
    async cancel(actor, id, reason) {
      const before = await repository.byId(id);
      if (!before) return { ok: false, reason: 'not-found' };
      const at = deps.now();
      if (!(await repository.cancel(before._id, at, reason))) return { ok: false, reason: 'already-cancelled' };
      const standing = await repository.standingBookingsOf(before._id);
      const users = await deps.users.listSummaries(standing.map((b) => b.userId));
      const byUser = new Map(users.map((u) => [String(u._id), u]));
      for (const booking of standing) {
        // The student's step 9 opens again: the holder no longer names them.
        await repository.cancelBooking(booking._id, at);
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
      const slot = await adminView((await repository.byId(before._id)) as JobSlotDoc);
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
      const selection = await deps.specializations.find(user._id);
      const slots = await repository.openSlots(deps.now(), selection ? [selection.specialization] : []);
      return slots.map(toJobSlotView);
    },
    hasBooking: (userId) => repository.hasBooking(userId),
    async booking(userId) {
      const b = await repository.bookingOf(userId);
      const slot = b ? await repository.byId(b.slotId) : null;
      return b && slot ? toJobBookingView(b, slot) : null;
    },
    async book(user, slotId, confirmed) {
      if (!confirmed) return { ok: false, reason: 'unconfirmed' };
      const slot = await repository.byId(slotId);
      if (!slot) return { ok: false, reason: 'not-found' };
      if (slot.cancelledAt || slot.startsAt.getTime() <= deps.now().getTime()) return { ok: false, reason: 'closed' };
      const selection = await deps.specializations.find(user._id);
      if (!selection) return { ok: false, reason: 'no-specialization' };
      if (!slotIsFor(slot, selection.specialization)) return { ok: false, reason: 'not-for-you' };
      if (await repository.hasBooking(user._id)) return { ok: false, reason: 'already-booked' };
      return takeSeat(user, slot);
    },
  };
}
