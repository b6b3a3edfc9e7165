import { Schema, type InferSchemaType, type Model, type Types } from 'mongoose';
import { DURATION_WEEKS, START_DATE_CODES } from '@portal/domain/constants';
import { FIRST_COHORT, startDateOfCode } from '@portal/domain/cohort';
import { FIRST_COHORT_ID } from './cohort.ts';
import { dropIndexIfPresent } from './drop-index.ts';

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
  },
  { collection: 'specialization_selections', versionKey: false },
);
specializationSelectionSchema.index({ cohortId: 1, specialization: 1, seatNumber: 1 }, { unique: true });

export type SpecializationSelectionDoc = InferSchemaType<typeof specializationSelectionSchema> & { _id: Types.ObjectId };

/** The unique index of the time before cohorts (one set of seats), which would refuse seat 1 of a second cohort. */
const SINGLE_COHORT_INDEX = 'specialization_1_seatNumber_1';

/**
 * Brings selections made before cohorts existed up to date: they belong to the first cohort and
 * their code's date is stored. Idempotent, so every process may run it at start.
 */
export async function migrateSelections(Selection: Model<SpecializationSelectionDoc>): Promise<void> {
  await dropIndexIfPresent(Selection.collection, SINGLE_COHORT_INDEX);
  await Selection.updateMany({ cohortId: { $exists: false } }, { $set: { cohortId: FIRST_COHORT_ID } });
  for (const code of START_DATE_CODES) {
    await Selection.updateMany(
      { startDate: { $exists: false }, startDateCode: code },
      { $set: { startDate: startDateOfCode(FIRST_COHORT, code) } },
    );
  }
}
