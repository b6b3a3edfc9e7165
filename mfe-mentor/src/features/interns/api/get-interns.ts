import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@portal/shared-ui/api/api-client';
import type { MentorInternPage } from '@portal/domain/views/mentors';
import { mentorKeys } from '../../../lib/query-keys';

/** GET /mentor/api/interns: one page of the mentor's own interns; the rows stay on screen while the next page loads. */
export const internPageQuery = (page: number, size: number) =>
  queryOptions({
    queryKey: mentorKeys.interns(page, size),
    queryFn: ({ signal }) => apiRequest<MentorInternPage>('/mentor/api/interns', { query: { page, size }, signal }),
    placeholderData: keepPreviousData,
  });
