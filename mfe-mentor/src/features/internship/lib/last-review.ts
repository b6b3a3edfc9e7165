/**
 * The mentor's last review of a report. A report sent again after a request for changes has its
 * decision cleared but keeps that review's comment and time: a review without a decision is that
 * request for changes.
 */
import type { ReviewDecision } from '@portal/domain/internship';
import type { ReportView } from '@portal/domain/views/internship';

export interface LastReview {
  decision: ReviewDecision;
  comment: string | null;
  at: string;
}

export function lastReview(report: ReportView | null): LastReview | null {
  if (!report?.reviewedAt) return null;
  return { decision: report.decision ?? 'CHANGES_REQUESTED', comment: report.reviewComment, at: report.reviewedAt };
}
