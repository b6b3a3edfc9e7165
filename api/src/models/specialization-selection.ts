import { Schema, type InferSchemaType, type Types } from 'mongoose';
import { DURATION_WEEKS, START_DATE_CODES } from '@portal/domain/constants';

/**
 * A student's finalized specialization, which is also the seat it takes: one document per
 * student (unique userId) and one per seat number of a specialization (unique
 * {specialization, seatNumber}), so N racing students get exactly the N free seats on any
 * engine, in one insert that cannot half-happen.
 */
export const specializationSelectionSchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, required: true, unique: true },
    specialization: { type: String, required: true },
    /** baseline + 1 .. seats: the seats the configured baseline has not already taken. */
    seatNumber: { type: Number, required: true },
    startDateCode: { type: String, required: true, enum: START_DATE_CODES },
    durationWeeks: { type: Number, required: true, enum: DURATION_WEEKS },
    finalizedAt: { type: Date, required: true },
  },
  { collection: 'specialization_selections', versionKey: false },
);
specializationSelectionSchema.index({ specialization: 1, seatNumber: 1 }, { unique: true });

export type SpecializationSelectionDoc = InferSchemaType<typeof specializationSelectionSchema> & { _id: Types.ObjectId };
