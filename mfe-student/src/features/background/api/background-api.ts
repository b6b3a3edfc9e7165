/** SPEC §7 student program calls of step 5. */
import type { Background } from '@portal/domain/background';
import type { BackgroundView } from '@portal/domain/views/background';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@portal/shared-ui/api/api-client';
import { studentKeys } from '../../../lib/query-keys';

/** SPEC §7 body: every field, the group that does not apply as null, numbers as numbers. */
export type BackgroundRequest = Background & { confirm: true };

export function getBackground(signal?: AbortSignal): Promise<BackgroundView> {
  return apiRequest<BackgroundView>('/student/background', { signal });
}

export const backgroundQuery = queryOptions({ queryKey: studentKeys.background, queryFn: ({ signal }) => getBackground(signal) });

export function submitBackground(body: BackgroundRequest): Promise<BackgroundView & { message: string }> {
  return apiRequest('/student/background', { method: 'POST', body });
}
