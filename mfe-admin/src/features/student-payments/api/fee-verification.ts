/** POST /admin/api/students/{id}/payment/verify and /unverify (SPEC §7): an empty object body, or Verify's evidence of payment. */
import { apiRequest } from '@portal/shared-ui/api/api-client';
import type { FeeEvidenceBody } from '@portal/domain/views/student-payments';
import type { StudentRow } from './get-student-page';

export function verifyFee(studentId: string, evidence: FeeEvidenceBody | null = null): Promise<StudentRow> {
  return apiRequest<StudentRow>(`/admin/api/students/${encodeURIComponent(studentId)}/payment/verify`, {
    method: 'POST',
    body: evidence ?? {},
  });
}

export function unverifyFee(studentId: string): Promise<StudentRow> {
  return apiRequest<StudentRow>(`/admin/api/students/${encodeURIComponent(studentId)}/payment/unverify`, { method: 'POST', body: {} });
}
