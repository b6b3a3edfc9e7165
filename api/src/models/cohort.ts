/**
 * A cohort: its training and internship dates, schedule, fee, event and seats. The
 * first cohort has a fixed id and is created from the SPEC's values on first start; which cohort
 * is active for enrolment is one document in `program_settings` (one value, so one active cohort).
 */
import { Schema, Types, type InferSchemaType } from 'mongoose';
import { EXCELLENCE_MIN_SCORE_DEFAULT } from '@portal/domain/internship';

const nullableString = { type: String, default: null };

export const cohortSchema = new Schema(
  {
    name: { type: String, required: true, unique: true },
    trainingStart: { type: String, required: true },
    trainingEnd: { type: String, required: true },
    schedule: { days: { type: String, required: true }, time: { type: String, required: true } },
    internshipStartDates: { type: [String], required: true },
    durationsWeeks: { type: [Number], required: true },
    feeMinor: { type: Number, required: true },
    stipendNote: { type: String, required: true },
    /** The final evaluation's score a certificate of excellent performance needs. */
    excellenceMinScore: { type: Number, default: EXCELLENCE_MIN_SCORE_DEFAULT },
    eventDate: { type: String, required: true },
    eventTime: nullableString,
    eventVenue: nullableString,
    /** The event's start: announced by an admin; eventDate and eventTime follow it. */
    eventStartsAt: { type: Date, default: null },
    eventRegistrationOpen: { type: Boolean, default: false },
    /** Seats per specialization name. */
    seats: { type: Schema.Types.Mixed, required: true },
    /** The stipend's criteria (features/stipends): public from `publishOn`, unchanged after; null until an admin sets them. */
    stipendCriteria: {
      type: {
        _id: false,
        publishOn: { type: String, required: true },
        tiers: [{ _id: false, minScore: Number, allOnTime: Boolean, amountMinor: Number }],
      },
      default: null,
    },
    /** When the first student's fee was verified into it: from then on it can no longer be edited. */
    firstVerifiedAt: { type: Date, default: null },
  },
  { collection: 'cohorts', timestamps: true, minimize: false },
);

export type CohortDoc = InferSchemaType<typeof cohortSchema> & { _id: Types.ObjectId; seats: Record<string, number> };

/** The first cohort's id: the same on every install, so creating it on first start is one upsert. */
export const FIRST_COHORT_ID = new Types.ObjectId('000000000000000000000001');

/** One-value settings of the program, by key; "active-cohort" holds the cohort open for enrolment. */
export const programSettingSchema = new Schema(
  { _id: { type: String, required: true }, cohortId: { type: Schema.Types.ObjectId, required: true } },
  { collection: 'program_settings', versionKey: false, timestamps: true },
);
export const ACTIVE_COHORT_KEY = 'active-cohort';
