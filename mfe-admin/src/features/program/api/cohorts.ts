/** The admin's program calendar calls: list, create, edit and activate cohorts. */
import { queryOptions } from '@tanstack/react-query';
import type { CohortFields } from '@portal/domain/cohort';
import type { CohortAdminView } from '@portal/domain/views/program';
import { apiRequest } from '@portal/shared-ui/api/api-client';
import { adminKeys } from '../../../lib/query-keys';

export const cohortsQuery = queryOptions({
  queryKey: adminKeys.cohorts,
  queryFn: ({ signal }) => apiRequest<CohortAdminView[]>('/admin/api/cohorts', { signal }),
});

export function createCohort(fields: CohortFields): Promise<CohortAdminView> {
  return apiRequest('/admin/api/cohorts', { method: 'POST', body: fields });
}

export function updateCohort(id: string, fields: CohortFields): Promise<CohortAdminView> {
  return apiRequest(`/admin/api/cohorts/${encodeURIComponent(id)}`, { method: 'PUT', body: fields });
}

export function activateCohort(id: string): Promise<CohortAdminView> {
  return apiRequest(`/admin/api/cohorts/${encodeURIComponent(id)}/activate`, { method: 'POST', body: {} });
}
