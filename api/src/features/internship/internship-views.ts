/** Internship documents -> the views of domain/views/internship. */
import { isOverdue, reportState, weekHasBegun, type InternshipWeek, type ReviewDecision } from '@portal/domain/internship';
import type { EvaluationView, ProjectView, ReportView, ReviewView, WeekView } from '@portal/domain/views/internship';
import type { InternshipEvaluationDoc, InternshipProjectDoc, ReportReviewDoc, WeeklyReportDoc } from '../../models/internship.ts';

export function toProjectView(p: InternshipProjectDoc): ProjectView {
  return {
    cohortId: String(p.cohortId),
    specialization: p.specialization,
    title: p.title,
    description: p.description,
    deliverables: p.deliverables,
    repositoryExpectations: p.repositoryExpectations,
    updatedAt: p.updatedAt.toISOString(),
  };
}

function toReviewView(r: ReportReviewDoc): ReviewView {
  return { decision: r.decision as ReviewDecision, comment: r.comment ?? null, by: r.byName, at: r.at.toISOString() };
}

function toReportView(r: WeeklyReportDoc & { submittedAt: Date }): ReportView {
  const latest = r.reviews.at(-1);
  return {
    id: String(r._id),
    week: r.week,
    done: r.done,
    next: r.next,
    blockers: r.blockers,
    hours: r.hours,
    links: [...r.links],
    submittedAt: r.submittedAt.toISOString(),
    updatedAt: (r.editedAt ?? r.submittedAt).toISOString(),
    late: r.late,
    decision: (r.decision as ReviewDecision | null) ?? null,
    reviewComment: latest?.comment ?? null,
    reviewedAt: latest?.at.toISOString() ?? null,
    reviews: r.reviews.map(toReviewView),
  };
}

const isWritten = (r: WeeklyReportDoc | undefined): r is WeeklyReportDoc & { submittedAt: Date } => !!r?.submittedAt;

/** The week with its report (if any) and the state both give. */
export function toWeekView(week: InternshipWeek, report: WeeklyReportDoc | undefined, now: Date): WeekView {
  const state = reportState({
    begun: weekHasBegun(week, now),
    submitted: isWritten(report),
    late: report?.late ?? false,
    decision: (report?.decision as ReviewDecision | null | undefined) ?? null,
    waived: !!report?.waiverReason,
  });
  return {
    number: week.number,
    firstDay: week.firstDay,
    lastDay: week.lastDay,
    dueDay: week.dueDay,
    dueAt: week.dueAt.toISOString(),
    state,
    overdue: isOverdue(state, week, now),
    waiverReason: report?.waiverReason ?? null,
    report: isWritten(report) ? toReportView(report) : null,
  };
}

export function toEvaluationView(e: InternshipEvaluationDoc): EvaluationView {
  const { technicalSkill, delivery, communication, initiative } = e.scores;
  return {
    scores: { technicalSkill, delivery, communication, initiative },
    comment: e.comment,
    score: e.score,
    submittedAt: e.submittedAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
  };
}
