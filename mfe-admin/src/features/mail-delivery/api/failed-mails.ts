/** The admin's mail delivery calls: the mails the outbox gave up on, and sending one again. */
import { queryOptions } from '@tanstack/react-query';
import type { FailedMailPage } from '@portal/domain/views/mail';
import { apiRequest } from '@portal/shared-ui/api/api-client';
import { adminKeys } from '../../../lib/query-keys';

export const FAILED_MAILS_PAGE_SIZE = 10;

export const failedMailsQuery = (page: number) =>
  queryOptions({
    queryKey: adminKeys.failedMails(page),
    queryFn: ({ signal }) =>
      apiRequest<FailedMailPage>('/admin/api/mail/failed', { query: { page, size: FAILED_MAILS_PAGE_SIZE }, signal }),
  });

export function retryFailedMail(id: string): Promise<unknown> {
  return apiRequest(`/admin/api/mail/${encodeURIComponent(id)}/retry`, { method: 'POST', body: {} });
}
