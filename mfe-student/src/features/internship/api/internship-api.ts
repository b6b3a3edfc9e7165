/** GET /student/internship and the weekly report's PUT; the intern's stipend and its signed letter. */
import { queryOptions } from '@tanstack/react-query';
import { apiBlob, apiRequest } from '@portal/shared-ui/api/api-client';
import type { ReportBody, StudentInternshipView, WeekView } from '@portal/domain/views/internship';
import type { StudentStipendView } from '@portal/domain/views/stipend';
import { studentKeys } from '../../../lib/query-keys';

export const internshipQuery = queryOptions({
  queryKey: studentKeys.internship,
  queryFn: ({ signal }) => apiRequest<StudentInternshipView>('/student/internship', { signal }),
});

export function saveReport(week: number, body: ReportBody): Promise<WeekView> {
  return apiRequest<WeekView>(`/student/internship/reports/${week}`, { method: 'PUT', body });
}

export const stipendQuery = queryOptions({
  queryKey: studentKeys.stipend,
  queryFn: ({ signal }) => apiRequest<StudentStipendView>('/student/stipend', { signal }),
});

/** The signed stipend letter (PDF). */
export function getStipendLetter(): Promise<Blob> {
  return apiBlob('/student/stipend/letter');
}
