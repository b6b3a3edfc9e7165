/** POST /admin/api/students/{id}/payment/verify and /unverify (SPEC §7), each with an empty object body. */
import { apiRequest } from '@portal/shared-ui/api/api-client';
import type { StudentRow } from './get-student-page';

export function verifyFee(studentId: string): Promise<StudentRow> {
  return apiRequest<StudentRow>(`/admin/api/students/${encodeURIComponent(studentId)}/payment/verify`, { method: 'POST', body: {} });
}

export function unverifyFee(studentId: string): Promise<StudentRow> {
  return apiRequest<StudentRow>(`/admin/api/students/${encodeURIComponent(studentId)}/payment/unverify`, { method: 'POST', body: {} });
}
