/**
 * The internship's collections: projects, weekly reports and evaluations. It also reads, without
 * writing, the mentors' profiles and assignments (the mentor area's) and whether a certificate of
 * the intern is issued: the evaluation is locked by it, and the certificates' area will come to
 * depend on this one, so asking its service here would close a cycle.
 */
import { Types } from 'mongoose';
import { isDuplicateKeyError, type Models } from '../../lib/models.ts';
import type { InternshipEvaluationDoc, InternshipProjectDoc, ReportReviewDoc, WeeklyReportDoc } from '../../models/internship.ts';
import type { MentorAssignmentDoc, MentorProfileDoc } from '../../models/mentoring.ts';
import type { CertificateType } from '@portal/domain/certificate';
import type { ProjectFields, ReportFields } from '@portal/domain/internship';

export type EvaluationFields = Pick<InternshipEvaluationDoc, 'scores' | 'comment' | 'score'>;

/** Certificates an evaluation rests on: once one is issued and valid, the evaluation stays as it is. */
const EVALUATION_CERTIFICATES: CertificateType[] = ['INTERNSHIP', 'EXCELLENCE'];

export interface InternshipRepository {
  project(cohortId: Types.ObjectId, specialization: string): Promise<InternshipProjectDoc | null>;
  saveProject(cohortId: Types.ObjectId, specialization: string, fields: ProjectFields, by: Types.ObjectId): Promise<InternshipProjectDoc>;
  reportsOf(internId: Types.ObjectId): Promise<WeeklyReportDoc[]>;
  reportsOfInterns(internIds: readonly Types.ObjectId[]): Promise<WeeklyReportDoc[]>;
  reportById(id: string): Promise<WeeklyReportDoc | null>;
  /**
   * Writes the week's report unless it was accepted or waived meanwhile (null then). A report
   * written for the first time takes `late`; one written after a request for changes goes back to
   * the mentor (its decision cleared, its revision raised).
   */
  writeReport(internId: Types.ObjectId, week: number, fields: ReportFields, at: Date, late: boolean): Promise<WeeklyReportDoc | null>;
  /** Adds the review to the report's history and takes its decision, on a report still waiting for one (null when it is not). */
  review(id: Types.ObjectId, revision: number, review: ReportReviewDoc): Promise<WeeklyReportDoc | null>;
  /** Waives a week not accepted or waived yet (null when it is). */
  waive(internId: Types.ObjectId, week: number, reason: string, by: Types.ObjectId, at: Date): Promise<WeeklyReportDoc | null>;
  /** Claims the week's reminder: true for the one caller that records it (and only while no report was written). */
  claimReminder(internId: Types.ObjectId, week: number, at: Date): Promise<boolean>;
  evaluationOf(internId: Types.ObjectId): Promise<InternshipEvaluationDoc | null>;
  evaluationsOf(internIds: readonly Types.ObjectId[]): Promise<InternshipEvaluationDoc[]>;
  saveEvaluation(internId: Types.ObjectId, fields: EvaluationFields, by: Types.ObjectId, at: Date): Promise<InternshipEvaluationDoc>;
  hasIssuedCertificate(internId: Types.ObjectId): Promise<boolean>;
  assignmentOf(internId: Types.ObjectId | string): Promise<MentorAssignmentDoc | null>;
  /** One page of the mentor's interns (by start date), and how many they have. */
  assignmentsOf(mentorId: Types.ObjectId, page?: { skip: number; limit: number }): Promise<MentorAssignmentDoc[]>;
  countAssignmentsOf(mentorId: Types.ObjectId): Promise<number>;
  /** The interns whose internship runs around these days (start dates from `fromDay` to `toDay`). */
  assignmentsStartingBetween(fromDay: string, toDay: string): Promise<MentorAssignmentDoc[]>;
  mentorProfile(mentorId: Types.ObjectId): Promise<MentorProfileDoc | null>;
}

export function createInternshipRepository(models: Models): InternshipRepository {
  const { InternshipProject, WeeklyReport, InternshipEvaluation, MentorAssignment, MentorProfile, Certificate } = models;
  const unsettled = { decision: { $ne: 'ACCEPTED' as const }, waiverReason: null };

  return {
    project: (cohortId, specialization) => InternshipProject.findOne({ cohortId, specialization }).lean<InternshipProjectDoc>(),
    async saveProject(cohortId, specialization, fields, by) {
      const doc = await InternshipProject.findOneAndUpdate(
        { cohortId, specialization },
        { $set: { ...fields, updatedBy: by } },
        { upsert: true, returnDocument: 'after' },
      ).lean<InternshipProjectDoc>();
      return doc as InternshipProjectDoc;
    },
    reportsOf: (internId) => WeeklyReport.find({ internId }).sort({ week: 1 }).lean<WeeklyReportDoc[]>(),
    reportsOfInterns: (internIds) =>
      internIds.length ? WeeklyReport.find({ internId: { $in: internIds } }).lean<WeeklyReportDoc[]>() : Promise.resolve([]),
    reportById: (id) => (Types.ObjectId.isValid(id) ? WeeklyReport.findById(id).lean<WeeklyReportDoc>() : Promise.resolve(null)),
    async writeReport(internId, week, fields, at, late) {
      const filter = { internId, week, ...unsettled };
      // A report written again after a request for changes goes back to the mentor.
      const returned = await WeeklyReport.findOneAndUpdate(
        { ...filter, decision: 'CHANGES_REQUESTED' },
        { $set: { ...fields, editedAt: at, decision: null }, $inc: { revision: 1 } },
        { returnDocument: 'after' },
      ).lean<WeeklyReportDoc>();
      if (returned) return returned;
      const edited = await WeeklyReport.findOneAndUpdate(
        { ...filter, submittedAt: { $ne: null } },
        { $set: { ...fields, editedAt: at } },
        { returnDocument: 'after' },
      ).lean<WeeklyReportDoc>();
      if (edited) return edited;
      try {
        // The first writing: the week's document may exist already (its reminder), or not.
        return await WeeklyReport.findOneAndUpdate(
          { ...filter, submittedAt: null },
          { $set: { ...fields, submittedAt: at, editedAt: at, late } },
          { returnDocument: 'after', upsert: true },
        ).lean<WeeklyReportDoc>();
      } catch (err) {
        // Another request wrote it first, or it was settled meanwhile: the caller reads it again.
        if (isDuplicateKeyError(err)) return null;
        throw err;
      }
    },
    review: (id, revision, review) =>
      WeeklyReport.findOneAndUpdate(
        { _id: id, revision, decision: null, waiverReason: null, submittedAt: { $ne: null } },
        { $set: { decision: review.decision }, $push: { reviews: review } },
        { returnDocument: 'after' },
      ).lean<WeeklyReportDoc>(),
    async waive(internId, week, reason, by, at) {
      try {
        return await WeeklyReport.findOneAndUpdate(
          { internId, week, ...unsettled },
          { $set: { waiverReason: reason, waivedBy: by, waivedAt: at } },
          { returnDocument: 'after', upsert: true },
        ).lean<WeeklyReportDoc>();
      } catch (err) {
        if (isDuplicateKeyError(err)) return null;
        throw err;
      }
    },
    async claimReminder(internId, week, at) {
      try {
        const claimed = await WeeklyReport.findOneAndUpdate(
          { internId, week, remindedAt: null, submittedAt: null, waiverReason: null },
          { $set: { remindedAt: at } },
          { upsert: true, returnDocument: 'after' },
        ).lean<WeeklyReportDoc>();
        return claimed !== null;
      } catch (err) {
        // The week's document exists and was reminded, written or waived: nothing to claim.
        if (isDuplicateKeyError(err)) return false;
        throw err;
      }
    },
    evaluationOf: (internId) => InternshipEvaluation.findById(internId).lean<InternshipEvaluationDoc>(),
    evaluationsOf: (internIds) =>
      internIds.length ? InternshipEvaluation.find({ _id: { $in: internIds } }).lean<InternshipEvaluationDoc[]>() : Promise.resolve([]),
    async saveEvaluation(internId, fields, by, at) {
      const doc = await InternshipEvaluation.findOneAndUpdate(
        { _id: internId },
        { $set: { ...fields, by, updatedAt: at }, $setOnInsert: { submittedAt: at } },
        { upsert: true, returnDocument: 'after' },
      ).lean<InternshipEvaluationDoc>();
      return doc as InternshipEvaluationDoc;
    },
    async hasIssuedCertificate(internId) {
      return (await Certificate.exists({ userId: internId, type: { $in: EVALUATION_CERTIFICATES }, revokedAt: null })) !== null;
    },
    assignmentOf: (internId) => MentorAssignment.findById(internId).lean<MentorAssignmentDoc>(),
    assignmentsOf(mentorId, page) {
      const query = MentorAssignment.find({ mentorId }).sort({ startDate: 1, _id: 1 });
      if (page) query.skip(page.skip).limit(page.limit);
      return query.lean<MentorAssignmentDoc[]>();
    },
    countAssignmentsOf: (mentorId) => MentorAssignment.countDocuments({ mentorId }),
    assignmentsStartingBetween: (fromDay, toDay) =>
      MentorAssignment.find({ startDate: { $gte: fromDay, $lte: toDay } }).lean<MentorAssignmentDoc[]>(),
    mentorProfile: (mentorId) => MentorProfile.findById(mentorId).lean<MentorProfileDoc>(),
  };
}
