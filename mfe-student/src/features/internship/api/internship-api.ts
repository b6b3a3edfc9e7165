/** GET /student/internship and the weekly report's PUT. */
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@portal/shared-ui/api/api-client';
import type { ReportBody, StudentInternshipView, WeekView } from '@portal/domain/views/internship';
import { studentKeys } from '../../../lib/query-keys';

export const internshipQuery = queryOptions({
  queryKey: studentKeys.internship,
  queryFn: ({ signal }) => apiRequest<StudentInternshipView>('/student/internship', { signal }),
});

export function saveReport(week: number, body: ReportBody): Promise<WeekView> {
  return apiRequest<WeekView>(`/student/internship/reports/${week}`, { method: 'PUT', body });
}
