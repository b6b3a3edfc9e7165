import { Schema, type InferSchemaType, type Types } from 'mongoose';
import { JOB_SLOT_MODES } from '@portal/domain/job-slot';

/**
 * A Job/PPO interview slot. `seatsLeft` is taken by a conditional decrement
 * (`seatsLeft > 0`), so racing bookings get exactly `capacity` seats; `notifiedAt` is set once
 * every eligible student's mail is recorded (a publish interrupted before is finished at start).
 */
export const jobSlotSchema = new Schema(
  {
    company: { type: String, required: true },
    role: { type: String, required: true },
    specialization: { type: String, default: null },
    startsAt: { type: Date, required: true },
    durationMinutes: { type: Number, required: true },
    mode: { type: String, required: true, enum: JOB_SLOT_MODES },
    location: { type: String, required: true },
    capacity: { type: Number, required: true },
    seatsLeft: { type: Number, required: true },
    createdAt: { type: Date, required: true },
    createdBy: { type: Schema.Types.ObjectId, default: null },
    notifiedAt: { type: Date, default: null },
    cancelledAt: { type: Date, default: null },
    cancelReason: { type: String, default: null },
  },
  { collection: 'job_slots', versionKey: false },
);

export type JobSlotDoc = InferSchemaType<typeof jobSlotSchema> & { _id: Types.ObjectId };

/**
 * A student's booking of a slot. `holder` is the student's id while the booking stands (unique:
 * one standing booking per student) and `cancelled:<booking id>` once its slot is cancelled, so
 * the student may book another slot.
 */
export const jobBookingSchema = new Schema(
  {
    slotId: { type: Schema.Types.ObjectId, required: true },
    userId: { type: Schema.Types.ObjectId, required: true },
    holder: { type: String, required: true, unique: true },
    bookedAt: { type: Date, required: true },
    cancelledAt: { type: Date, default: null },
  },
  { collection: 'job_bookings', versionKey: false },
);

export type JobBookingDoc = InferSchemaType<typeof jobBookingSchema> & { _id: Types.ObjectId };
