/** The mentor's decisions on a week (accept, ask for changes, waive): each reloads the intern's page and the home's queue. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mentorKeys } from '../../../lib/query-keys';
import { reviewReport, waiveWeek, type ReviewRequest } from '../api/internship-api';

export function useWeekDecisions(internId: string, week: number) {
  const queryClient = useQueryClient();
  const onSettled = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: mentorKeys.internship(internId) }),
      queryClient.invalidateQueries({ queryKey: mentorKeys.reviewsAll() }),
    ]);
  const review = useMutation({
    mutationFn: ({ reportId, request }: { reportId: string; request: ReviewRequest }) => reviewReport(reportId, request),
    onSettled,
  });
  const waive = useMutation({ mutationFn: (reason: string) => waiveWeek(internId, week, reason), onSettled });
  return { review, waive, pending: review.isPending || waive.isPending };
}
