/** One intern's internship and the mentor's decisions on it: a report's review, a week's waiver, the final evaluation. */
import { queryOptions } from '@tanstack/react-query';
import type { EvaluationScores } from '@portal/domain/internship';
import type { EvaluationView, MentorInternshipView, WeekView } from '@portal/domain/views/internship';
import { apiRequest } from '@portal/shared-ui/api/api-client';
import { mentorKeys } from '../../../lib/query-keys';

const internPath = (internId: string) => `/mentor/api/interns/${encodeURIComponent(internId)}`;

export const internshipQuery = (internId: string) =>
  queryOptions({
    queryKey: mentorKeys.internship(internId),
    queryFn: ({ signal }) => apiRequest<MentorInternshipView>(`${internPath(internId)}/internship`, { signal }),
    // A 404 (not this mentor's intern) is an answer, not a hiccup to retry.
    retry: false,
  });

export type ReviewRequest = { decision: 'accept' } | { decision: 'changes'; comment: string };

export function reviewReport(reportId: string, review: ReviewRequest): Promise<WeekView> {
  return apiRequest<WeekView>(`/mentor/api/reports/${encodeURIComponent(reportId)}/review`, { method: 'POST', body: review });
}

export function waiveWeek(internId: string, week: number, reason: string): Promise<WeekView> {
  return apiRequest<WeekView>(`${internPath(internId)}/weeks/${week}/waive`, { method: 'POST', body: { reason } });
}

export function saveEvaluation(internId: string, scores: EvaluationScores, comment: string): Promise<EvaluationView> {
  return apiRequest<EvaluationView>(`${internPath(internId)}/evaluation`, { method: 'PUT', body: { scores, comment } });
}
