/** GET /admin/api/summary: what waits for an admin. */
import { queryOptions } from '@tanstack/react-query';
import type { AdminSummary } from '@portal/domain/views/admin-summary';
import { apiRequest } from '@portal/shared-ui/api/api-client';
import { adminKeys } from '../../../lib/query-keys';

export const summaryQuery = queryOptions({
  queryKey: adminKeys.summary,
  queryFn: ({ signal }) => apiRequest<AdminSummary>('/admin/api/summary', { signal }),
  // The counts move as other admins work: refreshed every minute while /admin is open.
  refetchInterval: 60_000,
});
