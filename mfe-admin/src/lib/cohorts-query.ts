/** Every cohort with its dates and seats (GET /admin/api/cohorts): the program calendar, and the batches of the training pages. */
import { queryOptions } from '@tanstack/react-query';
import type { CohortAdminView } from '@portal/domain/views/program';
import { apiRequest } from '@portal/shared-ui/api/api-client';
import { adminKeys } from './query-keys';

export const cohortsQuery = queryOptions({
  queryKey: adminKeys.cohorts,
  queryFn: ({ signal }) => apiRequest<CohortAdminView[]>('/admin/api/cohorts', { signal }),
});
