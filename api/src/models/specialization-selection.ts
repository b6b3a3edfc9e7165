import { Schema, type InferSchemaType, type Types } from 'mongoose';
import { DURATION_WEEKS } from '@portal/domain/constants';

/**
 * A student's finalized specialization, which is also the seat it takes: one document per
 * student (unique userId) and one per seat number of a specialization of a cohort (unique
 * {cohortId, specialization, seatNumber}), so N racing students get exactly the N free seats on
 * any engine, in one insert that cannot half-happen.
 */
export const specializationSelectionSchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, required: true, unique: true },
    /** The student's cohort: its seats, start dates and durations. */
    cohortId: { type: Schema.Types.ObjectId, required: true },
    specialization: { type: String, required: true },
    /** baseline + 1 .. seats: the seats the configured baseline has not already taken. */
    seatNumber: { type: Number, required: true },
    /** "DEC10" (the cohort's code of startDate) and the date itself, YYYY-MM-DD. */
    startDateCode: { type: String, required: true },
    startDate: { type: String, required: true },
    durationWeeks: { type: Number, required: true, enum: DURATION_WEEKS },
    finalizedAt: { type: Date, required: true },
    /** When the student's account was erased: the seat stays taken, the intern leaves the working lists. */
    erasedAt: { type: Date, default: null },
  },
  { collection: 'specialization_selections', versionKey: false },
);
specializationSelectionSchema.index({ cohortId: 1, specialization: 1, seatNumber: 1 }, { unique: true });
// The admin's intern lists filter by start date (and specialization) in start-date order; the stipend
// proposals read every internship begun before a day.
specializationSelectionSchema.index({ startDate: 1, finalizedAt: 1, _id: 1 });
specializationSelectionSchema.index({ specialization: 1, startDate: 1, finalizedAt: 1 });

export type SpecializationSelectionDoc = InferSchemaType<typeof specializationSelectionSchema> & { _id: Types.ObjectId };
