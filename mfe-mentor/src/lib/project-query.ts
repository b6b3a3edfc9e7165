import { queryOptions } from '@tanstack/react-query';
import type { ProjectView } from '@portal/domain/views/internship';
import { apiRequest } from '@portal/shared-ui/api/api-client';
import { mentorKeys } from './query-keys';

export const projectPath = (cohortId: string, specialization: string) =>
  `/mentor/api/projects/${encodeURIComponent(cohortId)}/${encodeURIComponent(specialization)}`;

/** GET /mentor/api/projects/{cohortId}/{specialization}: the batch's project, null until written. */
export const projectQuery = (cohortId: string, specialization: string) =>
  queryOptions({
    queryKey: mentorKeys.project(cohortId, specialization),
    queryFn: ({ signal }) => apiRequest<{ project: ProjectView | null }>(projectPath(cohortId, specialization), { signal }),
  });
