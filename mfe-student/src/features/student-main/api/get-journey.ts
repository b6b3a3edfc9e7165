import type { JourneyState } from '@portal/domain/journey';
import { apiRequest } from '@portal/shared-ui/api/api-client';

/** GET /student/journey: the ten steps as the server computes them from stored facts. */
export function getJourney(signal?: AbortSignal): Promise<JourneyState> {
  return apiRequest<JourneyState>('/student/journey', { signal });
}
