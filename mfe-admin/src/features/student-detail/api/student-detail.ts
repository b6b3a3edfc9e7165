/** GET /admin/api/students/{id}: one student on one page; and the files that page opens (the student's invoices and letters). */
import { queryOptions } from '@tanstack/react-query';
import type { StudentDetail } from '@portal/domain/views/student-detail';
import { apiBlob, apiRequest } from '@portal/shared-ui/api/api-client';
import { adminKeys } from '../../../lib/query-keys';

export const studentDetailQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.studentDetail(id),
    queryFn: ({ signal }) => apiRequest<StudentDetail>(`/admin/api/students/${encodeURIComponent(id)}`, { signal }),
  });

/** A PDF whose API path the detail gave (an invoice's or a letter's downloadUrl). */
export function studentFile(path: string): Promise<Blob> {
  return apiBlob(path);
}
