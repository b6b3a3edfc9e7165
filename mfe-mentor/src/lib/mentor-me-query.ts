import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@portal/shared-ui/api/api-client';
import type { MentorView } from '@portal/domain/views/mentors';
import { mentorKeys } from './query-keys';

/** GET /mentor/api/me: the signed-in mentor's profile. */
export const mentorMeQuery = () =>
  queryOptions({
    queryKey: mentorKeys.me(),
    queryFn: ({ signal }) => apiRequest<MentorView>('/mentor/api/me', { signal }),
  });
