import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@portal/shared-ui/api/api-client';
import type { MentorRecommendationView } from '@portal/domain/views/certificate';
import { mentorKeys } from '../../../lib/query-keys';

export const recommendationKey = (internId: string) => [...mentorKeys.all, 'recommendation', internId] as const;

const path = (internId: string) => `/mentor/api/interns/${encodeURIComponent(internId)}/recommendation`;

/** GET /mentor/api/interns/{internId}/recommendation: the letter the mentor wrote for their intern (text null: none yet). */
export const recommendationQuery = (internId: string) =>
  queryOptions({
    queryKey: recommendationKey(internId),
    queryFn: ({ signal }) => apiRequest<MentorRecommendationView>(path(internId), { signal }),
  });

/** PUT: writes or rewrites the letter (refused once it is issued). */
export function saveRecommendation(internId: string, text: string): Promise<MentorRecommendationView> {
  return apiRequest<MentorRecommendationView>(path(internId), { method: 'PUT', body: { text } });
}
