import { Schema, type InferSchemaType, type Types } from 'mongoose';
import { REVIEW_DECISIONS } from '@portal/domain/internship';

/** The project of a batch's internship (one per cohort × specialization), written by an admin or the batch's mentor. */
export const internshipProjectSchema = new Schema(
  {
    cohortId: { type: Schema.Types.ObjectId, required: true },
    specialization: { type: String, required: true },
    title: { type: String, required: true },
    description: { type: String, required: true },
    deliverables: { type: String, default: '' },
    repositoryExpectations: { type: String, default: '' },
    updatedBy: { type: Schema.Types.ObjectId, required: true },
  },
  { collection: 'internship_projects', versionKey: false, timestamps: true },
);
internshipProjectSchema.index({ cohortId: 1, specialization: 1 }, { unique: true });
export type InternshipProjectDoc = InferSchemaType<typeof internshipProjectSchema> & { _id: Types.ObjectId; updatedAt: Date };

/** One review of a report: the decision, the comment, the reviewer (and their name as it read then) and when. */
const reportReviewSchema = new Schema(
  {
    decision: { type: String, enum: REVIEW_DECISIONS, required: true },
    comment: { type: String, default: null },
    by: { type: Schema.Types.ObjectId, required: true },
    byName: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { _id: false },
);

/**
 * An intern's week: one document per intern and week (unique), holding the report once written
 * (`submittedAt` null until then), every review of it in order (`decision` is the report's state:
 * the last review's, cleared when the report goes back to the mentor), a waiver, and when the
 * week's reminder was recorded (claimed once across processes). `late` is fixed by the first
 * submission; `revision` counts the times the report went back to the mentor after a request for
 * changes (the key of the mail telling the mentor it arrived).
 */
export const weeklyReportSchema = new Schema(
  {
    internId: { type: Schema.Types.ObjectId, required: true },
    week: { type: Number, required: true },
    done: { type: String, default: '' },
    next: { type: String, default: '' },
    blockers: { type: String, default: '' },
    hours: { type: Number, default: 0 },
    links: { type: [String], default: [] },
    submittedAt: { type: Date, default: null },
    editedAt: { type: Date, default: null },
    late: { type: Boolean, default: false },
    revision: { type: Number, default: 0 },
    decision: { type: String, enum: [...REVIEW_DECISIONS, null], default: null },
    reviews: { type: [reportReviewSchema], default: [] },
    waiverReason: { type: String, default: null },
    waivedBy: { type: Schema.Types.ObjectId, default: null },
    waivedAt: { type: Date, default: null },
    remindedAt: { type: Date, default: null },
  },
  { collection: 'weekly_reports', versionKey: false },
);
weeklyReportSchema.index({ internId: 1, week: 1 }, { unique: true });
export type ReportReviewDoc = InferSchemaType<typeof reportReviewSchema>;
export type WeeklyReportDoc = InferSchemaType<typeof weeklyReportSchema> & { _id: Types.ObjectId };

/** The mentor's final evaluation of an intern (one per intern: its _id is the intern's user id). */
export const internshipEvaluationSchema = new Schema(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    scores: {
      type: {
        _id: false,
        technicalSkill: { type: Number, required: true },
        delivery: { type: Number, required: true },
        communication: { type: Number, required: true },
        initiative: { type: Number, required: true },
      },
      required: true,
    },
    comment: { type: String, required: true },
    score: { type: Number, required: true },
    submittedAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
    by: { type: Schema.Types.ObjectId, required: true },
  },
  { collection: 'internship_evaluations', versionKey: false },
);
export type InternshipEvaluationDoc = InferSchemaType<typeof internshipEvaluationSchema> & { _id: Types.ObjectId };
