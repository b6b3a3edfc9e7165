import { Schema, type InferSchemaType, type Types } from 'mongoose';

/**
 * A mentor's profile (one per MENTOR account; its _id is the user's): the name and title printed on
 * letters and certificates, the specializations they supervise, and `places`, one per intern
 * assigned: a place is pushed only by a conditional update while fewer than the cap are held, so
 * racing assignments never pass it, and each names its intern, so a place left by a write that
 * stopped before its assignment can be found and given back.
 */
export const mentorProfileSchema = new Schema(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    name: { type: String, required: true },
    title: { type: String, required: true },
    specializations: { type: [String], default: [] },
    places: {
      type: [new Schema({ intern: { type: Schema.Types.ObjectId, required: true }, at: { type: Date, required: true } }, { _id: false })],
      default: [],
    },
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
// The assignment screen's filter (specialization, start date) and the weekly reminders (start dates in a range).
mentorAssignmentSchema.index({ startDate: 1, specialization: 1 });
export type MentorAssignmentDoc = InferSchemaType<typeof mentorAssignmentSchema> & { _id: Types.ObjectId };
