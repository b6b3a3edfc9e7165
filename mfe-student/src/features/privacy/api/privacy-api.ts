/** The student's consent to the privacy notice: where it stands, and the consent itself. */
import type { PrivacyStatus } from '@portal/domain/views/privacy';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@portal/shared-ui/api/api-client';
import { studentKeys } from '../../../lib/query-keys';

export const privacyQuery = queryOptions({
  queryKey: studentKeys.privacy,
  queryFn: ({ signal }) => apiRequest<PrivacyStatus>('/student/privacy', { signal }),
  staleTime: 5 * 60_000,
  retry: false,
});

export function giveConsent(noticeVersion: string): Promise<PrivacyStatus> {
  return apiRequest<PrivacyStatus>('/student/privacy/consent', { method: 'POST', body: { noticeVersion, agree: true } });
}
