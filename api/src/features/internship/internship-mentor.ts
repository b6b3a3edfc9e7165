/**
 * The mentor's side: their interns' weeks (the unreviewed reports first, the overdue weeks), one
 * intern's internship, reviews, waivers and the final evaluation. A mentor reaches only their own
 * interns: anyone else's intern, report or evaluation is "not found". Every decision is audited
 * and the intern is mailed the review.
 */
import type { Types } from 'mongoose';
import {
  INTERNSHIP_MESSAGES,
  REPORT_LIMITS,
  areValidScores,
  cleanComment,
  evaluationScore,
  isAwaitingReview,
  type EvaluationScores,
  type ReviewDecision,
} from '@portal/domain/internship';
import type { EvaluationView, MentorInternshipView, MentorReviewsView, WeekView } from '@portal/domain/views/internship';
import type { MentorAssignmentDoc } from '../../models/mentoring.ts';
import type { AuditActor } from '../../types.ts';
import { hasEnded, planFields, weekOf, type InternPlan, type InternshipDeps } from './internship-plans.ts';
import { toEvaluationView, toWeekView } from './internship-views.ts';

type Refused<R extends string> = { ok: false; reason: R; message: string };
export type ReviewResult = { ok: true; week: WeekView } | Refused<'not-found' | 'invalid' | 'not-awaiting'>;
export type WaiveResult = { ok: true; week: WeekView } | Refused<'not-found' | 'invalid' | 'settled'>;
export type EvaluateResult = { ok: true; evaluation: EvaluationView } | Refused<'not-found' | 'invalid' | 'too-early' | 'locked'>;

export interface MentorInternship {
  /** The mentor's queue of unreviewed reports (oldest first), overdue weeks, and one page of their interns' week states. */
  reviews(mentorId: Types.ObjectId, page: number, size: number): Promise<MentorReviewsView>;
  /** One of the mentor's interns; null for anyone else. */
  internship(mentorId: Types.ObjectId, internId: string): Promise<MentorInternshipView | null>;
  review(
    actor: AuditActor,
    mentorId: Types.ObjectId,
    reportId: string,
    accept: boolean,
    comment: string | undefined,
  ): Promise<ReviewResult>;
  waive(actor: AuditActor, mentorId: Types.ObjectId, internId: string, week: number, reason: string): Promise<WaiveResult>;
  evaluate(
    actor: AuditActor,
    mentorId: Types.ObjectId,
    internId: string,
    input: { scores: Record<string, number>; comment: string },
  ): Promise<EvaluateResult>;
}

const planOfAssignment = (a: MentorAssignmentDoc): InternPlan => ({
  internId: a._id,
  cohortId: a.cohortId,
  specialization: a.specialization,
  startDate: a.startDate,
  durationWeeks: a.durationWeeks,
});

const notFound = { ok: false, reason: 'not-found', message: INTERNSHIP_MESSAGES.internshipNotFound } as const;

export function createMentorInternship(deps: InternshipDeps): MentorInternship {
  const { repository } = deps;

  /** The intern's assignment when it is to this mentor. */
  async function ownAssignment(mentorId: Types.ObjectId, internId: Types.ObjectId | string): Promise<MentorAssignmentDoc | null> {
    if (typeof internId === 'string' && !/^[0-9a-f]{24}$/i.test(internId)) return null;
    const found = await repository.assignmentOf(internId);
    return found && found.mentorId.equals(mentorId) ? found : null;
  }

  async function weekView(plan: InternPlan, number: number): Promise<WeekView> {
    const reports = await repository.reportsOf(plan.internId);
    return toWeekView(
      weekOf(plan, number)!,
      reports.find((r) => r.week === number),
      deps.cohorts.now(),
    );
  }

  return {
    async reviews(mentorId, page, size) {
      const assignments = await repository.assignmentsOf(mentorId);
      const ids = assignments.map((a) => a._id);
      const [reports, users, evaluations] = await Promise.all([
        repository.reportsOfInterns(ids),
        deps.users.listSummaries(ids),
        repository.evaluationsOf(ids),
      ]);
      const now = deps.cohorts.now();
      const userOf = new Map(users.map((u) => [String(u._id), u]));
      const evaluated = new Set(evaluations.map((e) => String(e._id)));
      const rows = assignments.map((a) => {
        const own = reports.filter((r) => r.internId.equals(a._id));
        const fields = planFields(planOfAssignment(a), own, null, now);
        return { assignment: a, user: userOf.get(String(a._id)), weeks: fields.weeks };
      });
      const queue = rows
        .flatMap(({ assignment, user, weeks }) =>
          weeks
            .filter((w) => isAwaitingReview(w.state) && w.report)
            .map((w) => ({
              reportId: w.report!.id,
              internId: String(assignment._id),
              internName: user?.name ?? null,
              week: w.number,
              submittedAt: w.report!.submittedAt,
              late: w.report!.late,
            })),
        )
        .sort((x, y) => x.submittedAt.localeCompare(y.submittedAt));
      const overdue = rows.flatMap(({ assignment, user, weeks }) =>
        weeks
          .filter((w) => w.overdue)
          .map((w) => ({ internId: String(assignment._id), internName: user?.name ?? null, week: w.number, dueAt: w.dueAt })),
      );
      const interns = rows.slice(page * size, (page + 1) * size).map(({ assignment, user, weeks }) => ({
        internId: String(assignment._id),
        name: user?.name ?? null,
        email: user?.email ?? '',
        specialization: assignment.specialization,
        startDate: assignment.startDate,
        durationWeeks: assignment.durationWeeks,
        states: weeks.map((w) => w.state),
        evaluated: evaluated.has(String(assignment._id)),
      }));
      return { queue, overdue, interns, page, size, totalItems: rows.length, totalPages: Math.ceil(rows.length / size) };
    },

    async internship(mentorId, internId) {
      const assignment = await ownAssignment(mentorId, internId);
      if (!assignment) return null;
      const plan = planOfAssignment(assignment);
      const [user, reports, evaluation, locked] = await Promise.all([
        deps.users.byId(assignment._id),
        repository.reportsOf(assignment._id),
        repository.evaluationOf(assignment._id),
        repository.hasIssuedCertificate(assignment._id),
      ]);
      const now = deps.cohorts.now();
      return {
        ...planFields(plan, reports, evaluation, now),
        internId: String(assignment._id),
        name: user?.name ?? null,
        email: user?.email ?? '',
        evaluationOpen: hasEnded(plan, now) && !locked,
      };
    },

    async review(actor, mentorId, reportId, accept, comment) {
      const report = await repository.reportById(reportId);
      const assignment = report ? await ownAssignment(mentorId, report.internId) : null;
      if (!report || !assignment) return { ok: false, reason: 'not-found', message: INTERNSHIP_MESSAGES.reportNotFound };
      const cleaned = cleanComment(comment, REPORT_LIMITS.commentMax);
      if (comment?.trim() && !cleaned) return { ok: false, reason: 'invalid', message: INTERNSHIP_MESSAGES.commentInvalid };
      if (!accept && !cleaned) return { ok: false, reason: 'invalid', message: INTERNSHIP_MESSAGES.reviewCommentRequired };
      const decision: ReviewDecision = accept ? 'ACCEPTED' : 'CHANGES_REQUESTED';
      const profile = await repository.mentorProfile(mentorId);
      const review = { decision, comment: cleaned, by: mentorId, byName: profile?.name ?? actor.email ?? '', at: deps.cohorts.now() };
      const reviewed = await repository.review(report._id, report.revision, review);
      if (!reviewed) return { ok: false, reason: 'not-awaiting', message: INTERNSHIP_MESSAGES.reviewNotAwaiting };
      await deps.audit.record(actor, {
        action: accept ? 'internship.report.accept' : 'internship.report.changes',
        targetType: 'user',
        targetId: String(report.internId),
        before: { reportId: String(report._id), week: report.week, decision: null },
        after: { reportId: String(report._id), week: report.week, decision, comment: cleaned },
      });
      const intern = await deps.users.byId(report.internId);
      if (intern) {
        await deps.outbox.enqueue({
          key: `internship-report-reviewed:${String(report._id)}:${report.revision}`,
          template: 'internship-report-reviewed',
          to: intern.email,
          data: { name: intern.name ?? null, week: report.week, accepted: accept, comment: cleaned },
        });
      }
      return { ok: true, week: await weekView(planOfAssignment(assignment), report.week) };
    },

    async waive(actor, mentorId, internId, number, reason) {
      const assignment = await ownAssignment(mentorId, internId);
      const plan = assignment ? planOfAssignment(assignment) : null;
      if (!plan || !weekOf(plan, number)) return notFound;
      const cleaned = cleanComment(reason, REPORT_LIMITS.reasonMax);
      if (!cleaned) return { ok: false, reason: 'invalid', message: INTERNSHIP_MESSAGES.waiveReasonRequired };
      const waived = await repository.waive(plan.internId, number, cleaned, mentorId, deps.cohorts.now());
      if (!waived) return { ok: false, reason: 'settled', message: INTERNSHIP_MESSAGES.alreadySettled };
      await deps.audit.record(actor, {
        action: 'internship.week.waive',
        targetType: 'user',
        targetId: String(plan.internId),
        before: { week: number, waiverReason: null },
        after: { week: number, waiverReason: cleaned },
      });
      return { ok: true, week: await weekView(plan, number) };
    },

    async evaluate(actor, mentorId, internId, input) {
      const assignment = await ownAssignment(mentorId, internId);
      if (!assignment) return notFound;
      if (!hasEnded(planOfAssignment(assignment), deps.cohorts.now()))
        return { ok: false, reason: 'too-early', message: INTERNSHIP_MESSAGES.evaluationTooEarly };
      if (await repository.hasIssuedCertificate(assignment._id))
        return { ok: false, reason: 'locked', message: INTERNSHIP_MESSAGES.evaluationLocked };
      if (!areValidScores(input.scores)) return { ok: false, reason: 'invalid', message: INTERNSHIP_MESSAGES.scoresInvalid };
      const comment = cleanComment(input.comment, REPORT_LIMITS.commentMax);
      if (!comment) return { ok: false, reason: 'invalid', message: INTERNSHIP_MESSAGES.evaluationCommentRequired };
      const scores: EvaluationScores = input.scores;
      const before = await repository.evaluationOf(assignment._id);
      const saved = await repository.saveEvaluation(
        assignment._id,
        { scores, comment, score: evaluationScore(scores) },
        mentorId,
        deps.cohorts.now(),
      );
      await deps.audit.record(actor, {
        action: 'internship.evaluation.save',
        targetType: 'user',
        targetId: String(assignment._id),
        before: before ? { scores: before.scores, score: before.score } : null,
        after: { scores: saved.scores, score: saved.score, comment },
      });
      return { ok: true, evaluation: toEvaluationView(saved) };
    },
  };
}
