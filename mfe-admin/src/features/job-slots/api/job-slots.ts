/** The admin's interview slot calls: a page of slots with bookings, publish, cancel. */
import { queryOptions } from '@tanstack/react-query';
import type { JobSlotFields } from '@portal/domain/job-slot';
import type { JobSlotAdminPage, JobSlotAdminView } from '@portal/domain/views/job-slot';
import { apiRequest } from '@portal/shared-ui/api/api-client';
import { adminKeys } from '../../../lib/query-keys';

export const JOB_SLOT_PAGE_SIZE = 10;

export const jobSlotPageQuery = (page: number) =>
  queryOptions({
    queryKey: adminKeys.jobSlotPage(page),
    queryFn: ({ signal }) => apiRequest<JobSlotAdminPage>('/admin/api/job-slots', { query: { page, size: JOB_SLOT_PAGE_SIZE }, signal }),
  });

export function publishJobSlot(fields: JobSlotFields): Promise<JobSlotAdminView> {
  return apiRequest('/admin/api/job-slots', { method: 'POST', body: fields });
}

export function cancelJobSlot(id: string, reason: string): Promise<JobSlotAdminView> {
  return apiRequest(`/admin/api/job-slots/${encodeURIComponent(id)}/cancel`, { method: 'POST', body: { reason } });
}
