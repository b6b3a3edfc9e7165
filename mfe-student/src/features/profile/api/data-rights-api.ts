/** The student's data rights: GET /student/data-rights, the export and its download, the erasure request. */
import { queryOptions } from '@tanstack/react-query';
import { apiBlob, apiRequest } from '@portal/shared-ui/api/api-client';
import type { DataExportView, StudentDataRightsView, StudentErasureView } from '@portal/domain/views/data-rights';
import { studentKeys } from '../../../lib/query-keys';

export const dataRightsQuery = queryOptions({
  queryKey: studentKeys.dataRights,
  queryFn: ({ signal }) => apiRequest<StudentDataRightsView>('/student/data-rights', { signal }),
});

export function requestExport(): Promise<DataExportView> {
  return apiRequest<DataExportView>('/student/data-rights/export', { method: 'POST', body: {} });
}

export function fetchExport(token: string): Promise<Blob> {
  return apiBlob('/student/data-rights/export/file', { query: { token } });
}

export function requestErasure(): Promise<StudentErasureView> {
  return apiRequest<StudentErasureView>('/student/data-rights/erasure', { method: 'POST', body: { confirm: true } });
}

/** The download token a "your data is ready" mail carries in the address's fragment (#dataExport=…). */
export function tokenFromHash(hash: string): string | null {
  const match = /(?:^#|&)dataExport=([0-9a-f]{24}\.\d{1,15}\.[A-Za-z0-9_-]{43})(?:&|$)/.exec(hash);
  return match ? (match[1] ?? null) : null;
}
