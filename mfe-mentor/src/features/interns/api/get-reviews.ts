import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@portal/shared-ui/api/api-client';
import type { MentorReviewsView } from '@portal/domain/views/internship';
import { mentorKeys } from '../../../lib/query-keys';

/** GET /mentor/api/reviews: the unreviewed reports (oldest first), the overdue weeks and one page of the interns' week states. */
export const reviewsQuery = (page: number, size: number) =>
  queryOptions({
    queryKey: mentorKeys.reviews(page, size),
    queryFn: ({ signal }) => apiRequest<MentorReviewsView>('/mentor/api/reviews', { query: { page, size }, signal }),
    placeholderData: keepPreviousData,
  });
