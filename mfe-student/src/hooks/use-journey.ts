/**
 * The ten steps as the server computes them from stored facts (GET /student/journey): the
 * dashboard and its sections read them from here, never work them out again.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JourneyState } from '@portal/domain/views/journey';
import { apiRequest } from '@portal/shared-ui/api/api-client';
import { studentKeys } from '../lib/query-keys';

export function getJourney(signal?: AbortSignal): Promise<JourneyState> {
  return apiRequest<JourneyState>('/student/journey', { signal });
}

export const journeyQuery = queryOptions({ queryKey: studentKeys.journey, queryFn: ({ signal }) => getJourney(signal) });

export function useJourney() {
  return useQuery(journeyQuery);
}
