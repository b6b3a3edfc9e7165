/** Student search for the admin: GET /admin/api/students?query= and each student's ID status. */
import type { StudentPaymentRow } from '@portal/domain/views/student-payments';
import type { IdProofStatus } from '@portal/domain/id-proof';
import { apiRequest } from '@portal/shared-ui/api/api-client';

/** SPEC §3 "Admin student row". */
export type StudentRow = StudentPaymentRow;

export function searchStudents(query: string, signal?: AbortSignal): Promise<StudentRow[]> {
  return apiRequest<StudentRow[]>('/admin/api/students', { query: { query }, signal });
}

/** The current ID status of each student (one request for the whole result list). */
export async function getIdStatuses(userIds: string[], signal?: AbortSignal): Promise<Map<string, IdProofStatus>> {
  if (userIds.length === 0) return new Map();
  const rows = await apiRequest<{ userId: string; status: IdProofStatus }[]>('/admin/api/id-proofs/statuses', {
    query: { userIds: userIds.join(',') },
    signal,
  });
  return new Map(rows.map((r) => [r.userId, r.status]));
}
