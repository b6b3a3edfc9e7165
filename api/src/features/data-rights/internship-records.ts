/** The intern's weekly reports with every review of each, final evaluation and stipend, as their data export lists them. */
import type { InternshipEvaluationDoc, WeeklyReportDoc } from '../../models/internship.ts';
import type { StipendDecisionDoc } from '../../models/stipend-decision.ts';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export function internshipExport(
  reports: readonly WeeklyReportDoc[],
  evaluation: InternshipEvaluationDoc | null,
  stipend: StipendDecisionDoc | null,
) {
  return {
    weeklyReports: reports.map((r) => ({
      week: r.week,
      done: r.done,
      next: r.next,
      blockers: r.blockers,
      hours: r.hours,
      links: [...r.links],
      submittedAt: iso(r.submittedAt),
      editedAt: iso(r.editedAt),
      late: r.late,
      decision: r.decision ?? null,
      reviews: r.reviews.map((review) => ({
        decision: review.decision,
        comment: review.comment ?? null,
        reviewedBy: review.byName,
        reviewedAt: iso(review.at),
      })),
      waiverReason: r.waiverReason ?? null,
      waivedAt: iso(r.waivedAt),
    })),
    evaluation: evaluation
      ? {
          scores: { ...evaluation.scores },
          comment: evaluation.comment,
          score: evaluation.score,
          submittedAt: iso(evaluation.submittedAt),
          updatedAt: iso(evaluation.updatedAt),
        }
      : null,
    stipend: stipend
      ? {
          amountMinor: stipend.amountMinor,
          proposedMinor: stipend.proposedMinor,
          proposalReason: stipend.proposalReason,
          changeReason: stipend.changeReason ?? null,
          decidedAt: iso(stipend.decidedAt),
          paidOn: stipend.paidOn ?? null,
          utr: stipend.utr ?? null,
        }
      : null,
  };
}
