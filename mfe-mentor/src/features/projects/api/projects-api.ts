/** The batches whose projects the mentor writes, and the project's PUT. */
import { queryOptions } from '@tanstack/react-query';
import type { ProjectView } from '@portal/domain/views/internship';
import type { MentorInternPage } from '@portal/domain/views/mentors';
import type { ProgramView } from '@portal/domain/views/program';
import { apiRequest } from '@portal/shared-ui/api/api-client';
import { mentorKeys } from '../../../lib/query-keys';
import { projectPath } from '../../../lib/project-query';

export interface ProjectBody {
  title: string;
  description: string;
  deliverables: string;
  repositoryExpectations: string;
}

/** The mentor's interns at the most a page holds (a mentor has at most a few dozen): their cohorts name the batches. */
export const rosterCohortsQuery = () =>
  queryOptions({
    queryKey: mentorKeys.interns(0, 100),
    queryFn: ({ signal }) => apiRequest<MentorInternPage>('/mentor/api/interns', { query: { page: 0, size: 100 }, signal }),
  });

/** The program's active cohort: its batches get projects before any intern is assigned. */
export const activeCohortQuery = () =>
  queryOptions({
    queryKey: mentorKeys.program(),
    queryFn: ({ signal }) => apiRequest<ProgramView>('/public/program', { signal }),
  });

export function saveProject(cohortId: string, specialization: string, body: ProjectBody): Promise<ProjectView> {
  return apiRequest<ProjectView>(projectPath(cohortId, specialization), { method: 'PUT', body });
}
