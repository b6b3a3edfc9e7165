/** GET /student/event and POST /student/event/registration: the Confluence event of the student's cohort. */
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@portal/shared-ui/api/api-client';
import type { StudentEventView } from '@portal/domain/views/event';
import { studentKeys } from './query-keys';

export function getStudentEvent(signal?: AbortSignal): Promise<StudentEventView> {
  return apiRequest<StudentEventView>('/student/event', { signal });
}

export const studentEventQuery = queryOptions({ queryKey: studentKeys.event, queryFn: ({ signal }) => getStudentEvent(signal) });

export function registerForEvent(): Promise<StudentEventView> {
  return apiRequest<StudentEventView>('/student/event/registration', { method: 'POST', body: { confirm: true } });
}
