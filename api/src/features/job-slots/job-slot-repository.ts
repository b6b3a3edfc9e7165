/**
 * The interview slots and their bookings. Seats are taken by a conditional decrement, so racing
 * students get exactly `capacity` seats; one standing booking per student is the unique `holder`.
 */
import { isValidObjectId, Types } from 'mongoose';
import type { JobSlotFields } from '@portal/domain/job-slot';
import type { Models } from '../../lib/models.ts';
import type { JobBookingDoc, JobSlotDoc } from '../../models/job-slot.ts';

export interface JobSlotRepository {
  insert(fields: JobSlotFields, createdAt: Date, createdBy: Types.ObjectId | null): Promise<JobSlotDoc>;
  /** The slot of this id (a malformed id: null). */
  byId(id: string | Types.ObjectId): Promise<JobSlotDoc | null>;
  /** One page of the slots, latest start first, and how many there are. */
  page(page: number, size: number): Promise<{ slots: JobSlotDoc[]; totalItems: number }>;
  /** The published slots whose mails are not all recorded. */
  pendingNotification(): Promise<Types.ObjectId[]>;
  markNotified(id: Types.ObjectId, at: Date): Promise<void>;
  /** Cancels the slot unless it is cancelled already; whether this call cancelled it. */
  cancel(id: Types.ObjectId, at: Date, reason: string): Promise<boolean>;
  /** The open slots starting after `now` for everyone or for one of these specializations, soonest first. */
  openSlots(now: Date, specializations: string[]): Promise<JobSlotDoc[]>;
  /** Takes a seat of a slot that is not cancelled; the slot after, or null when none is left (or it is cancelled). */
  takeSeat(id: Types.ObjectId): Promise<JobSlotDoc | null>;
  returnSeat(id: Types.ObjectId): Promise<void>;
  /** Every booking of the slot, cancelled ones too, first booked first. */
  bookingsOf(slotId: Types.ObjectId): Promise<JobBookingDoc[]>;
  standingBookingsOf(slotId: Types.ObjectId): Promise<JobBookingDoc[]>;
  /** The student's standing booking, or null. */
  bookingOf(userId: Types.ObjectId): Promise<JobBookingDoc | null>;
  hasBooking(userId: Types.ObjectId): Promise<boolean>;
  /** Inserts the student's standing booking (code 11000 when they hold one). */
  insertBooking(slotId: Types.ObjectId, userId: Types.ObjectId, at: Date): Promise<JobBookingDoc>;
  /** Cancels a standing booking: the holder no longer names the student, who may book again. */
  cancelBooking(id: Types.ObjectId, at: Date): Promise<void>;
}

export function createJobSlotRepository({ JobSlot, JobBooking }: Pick<Models, 'JobSlot' | 'JobBooking'>): JobSlotRepository {
  return {
    async insert(fields, createdAt, createdBy) {
      const doc = await JobSlot.create({
        ...fields,
        startsAt: new Date(fields.startsAt),
        seatsLeft: fields.capacity,
        createdAt,
        createdBy,
      });
      return doc.toObject() as JobSlotDoc;
    },
    async byId(id) {
      return isValidObjectId(id) ? JobSlot.findById(new Types.ObjectId(String(id))).lean<JobSlotDoc>() : null;
    },
    async page(page, size) {
      const [slots, totalItems] = await Promise.all([
        JobSlot.find({})
          .sort({ startsAt: -1, _id: -1 })
          .skip(page * size)
          .limit(size)
          .lean<JobSlotDoc[]>(),
        JobSlot.countDocuments({}),
      ]);
      return { slots, totalItems };
    },
    async pendingNotification() {
      return (await JobSlot.find({ notifiedAt: null, cancelledAt: null }, { _id: 1 }).lean<{ _id: Types.ObjectId }[]>()).map((s) => s._id);
    },
    async markNotified(id, at) {
      await JobSlot.updateOne({ _id: id, notifiedAt: null }, { $set: { notifiedAt: at } });
    },
    async cancel(id, at, reason) {
      const res = await JobSlot.updateOne({ _id: id, cancelledAt: null }, { $set: { cancelledAt: at, cancelReason: reason } });
      return res.modifiedCount === 1;
    },
    openSlots: (now, specializations) =>
      JobSlot.find({ cancelledAt: null, startsAt: { $gt: now }, specialization: { $in: [null, ...specializations] } })
        .sort({ startsAt: 1, _id: 1 })
        .limit(100)
        .lean<JobSlotDoc[]>(),
    takeSeat: (id) =>
      JobSlot.findOneAndUpdate(
        { _id: id, cancelledAt: null, seatsLeft: { $gt: 0 } },
        { $inc: { seatsLeft: -1 } },
        { returnDocument: 'after' },
      ).lean<JobSlotDoc>(),
    async returnSeat(id) {
      await JobSlot.updateOne({ _id: id }, { $inc: { seatsLeft: 1 } });
    },
    bookingsOf: (slotId) => JobBooking.find({ slotId }).sort({ bookedAt: 1 }).lean<JobBookingDoc[]>(),
    standingBookingsOf: (slotId) => JobBooking.find({ slotId, cancelledAt: null }).lean<JobBookingDoc[]>(),
    bookingOf: (userId) => JobBooking.findOne({ holder: String(userId) }).lean<JobBookingDoc>(),
    async hasBooking(userId) {
      return !!(await JobBooking.exists({ holder: String(userId) }));
    },
    async insertBooking(slotId, userId, at) {
      const created = await JobBooking.create({ slotId, userId, holder: String(userId), bookedAt: at });
      return created.toObject() as JobBookingDoc;
    },
    async cancelBooking(id, at) {
      await JobBooking.updateOne({ _id: id, cancelledAt: null }, { $set: { cancelledAt: at, holder: `cancelled:${String(id)}` } });
    },
  };
}
