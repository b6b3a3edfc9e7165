/** The admin's training calls: a batch's sessions and settings, generation, a session's edits, the attendance grid, marks, report import and export. */
import { queryOptions } from '@tanstack/react-query';
import type { AttendanceMark } from '@portal/domain/training';
import type {
  AdminSessionView,
  AttendanceCell,
  AttendanceGrid,
  AttendanceImportResult,
  BatchSessionsView,
  TrainingSettings,
} from '@portal/domain/views/training';
import { apiBlob, apiRequest } from '@portal/shared-ui/api/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** A batch: a cohort × a specialization. */
export interface Batch {
  cohortId: string;
  specialization: string;
}

export type SettingsFields = Pick<
  TrainingSettings,
  'sessionStartTime' | 'sessionMinutes' | 'holidays' | 'attendanceMinPercent' | 'presentSharePercent'
>;

export type SessionFields = Partial<Pick<AdminSessionView, 'topic' | 'instructor' | 'meetingUrl' | 'recordingUrl' | 'materials'>>;

export const ATTENDANCE_PAGE_SIZE = 50;

const sessionPath = (id: string) => `/admin/api/training/sessions/${encodeURIComponent(id)}`;

export const batchSessionsQuery = ({ cohortId, specialization }: Batch) =>
  queryOptions({
    queryKey: adminKeys.trainingSessions(cohortId, specialization),
    queryFn: ({ signal }) => apiRequest<BatchSessionsView>('/admin/api/training/sessions', { query: { cohortId, specialization }, signal }),
  });

/** Fresh for a few seconds: the grid mounting just after its route asked for it (app/route-data.ts) shows that answer without asking again; a mark or an import invalidates it. */
const GRID_FRESH_MS = 5_000;

/** One page of a batch's grid; by default the view the page opens on (every student, the first page). */
export const attendanceGridQuery = ({ cohortId, specialization }: Batch, below = false, page = 0) =>
  queryOptions({
    queryKey: adminKeys.attendance(cohortId, specialization, { below, page }),
    staleTime: GRID_FRESH_MS,
    queryFn: ({ signal }) =>
      apiRequest<AttendanceGrid>('/admin/api/training/attendance', {
        query: { cohortId, specialization, below, page, size: ATTENDANCE_PAGE_SIZE },
        signal,
      }),
  });

export function saveSettings(cohortId: string, fields: SettingsFields): Promise<TrainingSettings> {
  return apiRequest(`/admin/api/training/settings/${encodeURIComponent(cohortId)}`, { method: 'PUT', body: fields });
}

export function generateSessions(batch: Batch): Promise<{ created: number; total: number }> {
  return apiRequest('/admin/api/training/sessions/generate', { method: 'POST', body: batch });
}

export function updateSession(id: string, fields: SessionFields): Promise<AdminSessionView> {
  return apiRequest(sessionPath(id), { method: 'PATCH', body: fields });
}

export function setMeetingLink(batch: Batch, meetingUrl: string): Promise<{ updated: number }> {
  return apiRequest('/admin/api/training/sessions/meeting-link', { method: 'POST', body: { ...batch, meetingUrl } });
}

export function cancelSession(id: string, reason: string): Promise<AdminSessionView> {
  return apiRequest(`${sessionPath(id)}/cancel`, { method: 'POST', body: { reason } });
}

export function moveSession(id: string, startsAt: string, reason: string): Promise<AdminSessionView> {
  return apiRequest(`${sessionPath(id)}/move`, { method: 'POST', body: { startsAt, reason } });
}

export function markAttendance(sessionId: string, userId: string, mark: AttendanceMark, reason: string | null): Promise<AttendanceCell> {
  return apiRequest(`/admin/api/training/attendance/${encodeURIComponent(sessionId)}/${encodeURIComponent(userId)}`, {
    method: 'PUT',
    body: reason ? { mark, reason } : { mark },
  });
}

/** The meeting's participant report, sent as text/csv whatever type the browser gave the file (Windows says application/vnd.ms-excel). */
export function importMeetingReport(sessionId: string, file: Blob): Promise<AttendanceImportResult> {
  return apiRequest(`${sessionPath(sessionId)}/attendance-report`, { method: 'POST', body: new Blob([file], { type: 'text/csv' }) });
}

export function attendanceCsv({ cohortId, specialization }: Batch): Promise<Blob> {
  return apiBlob('/admin/api/training/attendance/export.csv', { query: { cohortId, specialization } });
}
