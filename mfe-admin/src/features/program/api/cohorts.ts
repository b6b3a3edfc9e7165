/** The admin's program calendar calls: create, edit and activate cohorts (the list: lib/cohorts-query.ts). */
import type { CohortFields } from '@portal/domain/cohort';
import type { CohortAdminView } from '@portal/domain/views/program';
import { apiRequest } from '@portal/shared-ui/api/api-client';

export function createCohort(fields: CohortFields): Promise<CohortAdminView> {
  return apiRequest('/admin/api/cohorts', { method: 'POST', body: fields });
}

export function updateCohort(id: string, fields: CohortFields): Promise<CohortAdminView> {
  return apiRequest(`/admin/api/cohorts/${encodeURIComponent(id)}`, { method: 'PUT', body: fields });
}

export function activateCohort(id: string): Promise<CohortAdminView> {
  return apiRequest(`/admin/api/cohorts/${encodeURIComponent(id)}/activate`, { method: 'POST', body: {} });
}
