/**
 * GET /student/training, the join (POST, answering the meeting link), the calendar link's renewal
 * and the reminder choice.
 */
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@portal/shared-ui/api/api-client';
import type { StudentJoinView, StudentTrainingView } from '@portal/domain/views/training';
import { studentKeys } from '../../../lib/query-keys';

export const trainingQuery = queryOptions({
  queryKey: studentKeys.training,
  queryFn: ({ signal }) => apiRequest<StudentTrainingView>('/student/training', { signal }),
});

/** Records the join and gives the meeting link (`joinUrl` is the session's join route). */
export function joinSession(joinUrl: string): Promise<StudentJoinView> {
  return apiRequest<StudentJoinView>(joinUrl, { method: 'POST' });
}

/** A new private calendar link; the old one stops working. */
export function renewCalendarLink(): Promise<{ calendarUrl: string }> {
  return apiRequest<{ calendarUrl: string }>('/student/training/calendar-token', { method: 'POST' });
}

export function saveReminders(on: boolean): Promise<{ remindersOn: boolean }> {
  return apiRequest<{ remindersOn: boolean }>('/student/training/reminders', { method: 'PUT', body: { on } });
}
