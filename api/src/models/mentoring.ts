import { Schema, type InferSchemaType, type Types } from 'mongoose';

/**
 * A mentor's profile (one per MENTOR account; its _id is the user's): the name and title printed on
 * letters and certificates, the specializations they supervise, and `internCount`, the number of
 * interns assigned, raised only by a conditional update below the cap so racing assignments never
 * pass it.
 */
export const mentorProfileSchema = new Schema(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    name: { type: String, required: true },
    title: { type: String, required: true },
    specializations: { type: [String], default: [] },
    internCount: { type: Number, default: 0 },
  },
  { collection: 'mentor_profiles', versionKey: false, timestamps: true },
);
export type MentorProfileDoc = InferSchemaType<typeof mentorProfileSchema> & { _id: Types.ObjectId };

/**
 * An intern's mentor: one document per intern (its _id is the student's user id), so an intern has
 * at most one mentor under any race. The batch fields copy the student's finalized specialization
 * selection so a mentor's list is one query.
 */
export const mentorAssignmentSchema = new Schema(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    mentorId: { type: Schema.Types.ObjectId, required: true },
    cohortId: { type: Schema.Types.ObjectId, required: true },
    specialization: { type: String, required: true },
    /** The internship's first day (YYYY-MM-DD, India time) and length, from the selection. */
    startDate: { type: String, required: true },
    durationWeeks: { type: Number, required: true },
    assignedBy: { type: Schema.Types.ObjectId, required: true },
    assignedAt: { type: Date, required: true },
  },
  { collection: 'mentor_assignments', versionKey: false },
);
mentorAssignmentSchema.index({ mentorId: 1, startDate: 1 });
export type MentorAssignmentDoc = InferSchemaType<typeof mentorAssignmentSchema> & { _id: Types.ObjectId };
