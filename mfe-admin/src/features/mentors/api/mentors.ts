/** The admin's mentor calls: the mentors, their profiles, the interns to assign, assign (one or many) and unassign. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { MentorProfileInput } from '@portal/domain/mentor';
import type { AssignableInternPage, AssignmentResult, MentorList, MentorView } from '@portal/domain/views/mentors';
import { apiRequest } from '@portal/shared-ui/api/api-client';
import { adminKeys } from '../../../lib/query-keys';

export interface InternQuery {
  specialization: string;
  /** YYYY-MM-DD, or '' for any. */
  startDate: string;
  mentor: 'unassigned' | 'assigned' | 'all';
  page: number;
  size: number;
}

export const mentorListQuery = () =>
  queryOptions({
    queryKey: adminKeys.mentorList,
    queryFn: ({ signal }) => apiRequest<MentorList>('/admin/api/mentors', { signal }),
  });

/** The rows of the previous page stay on screen while the next one loads. */
export const assignableInternsQuery = (query: InternQuery) =>
  queryOptions({
    queryKey: adminKeys.mentorInterns(query),
    queryFn: ({ signal }) => apiRequest<AssignableInternPage>('/admin/api/mentors/interns', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });

export function saveMentorProfile(mentorId: string, profile: MentorProfileInput): Promise<MentorView> {
  return apiRequest(`/admin/api/mentors/${encodeURIComponent(mentorId)}`, { method: 'PUT', body: profile });
}

export function assignInterns(mentorId: string, internIds: readonly string[]): Promise<AssignmentResult> {
  return apiRequest(`/admin/api/mentors/${encodeURIComponent(mentorId)}/interns`, { method: 'POST', body: { internIds } });
}

export function unassignIntern(internId: string): Promise<null> {
  return apiRequest(`/admin/api/mentors/interns/${encodeURIComponent(internId)}`, { method: 'DELETE' });
}
