/** POST and DELETE /admin/students/{id}/payment-link (SPEC §7): the amount is the fee of the student's cohort (the row's feeMinor). */
import { DEFAULT_CURRENCY } from '@portal/domain/constants';
import { apiRequest } from '@portal/shared-ui/api/api-client';
import type { StudentRow } from './get-student-page';

export function savePaymentLink(student: Pick<StudentRow, 'id' | 'feeMinor'>, url: string): Promise<StudentRow> {
  return apiRequest<StudentRow>(`/admin/students/${encodeURIComponent(student.id)}/payment-link`, {
    method: 'POST',
    body: { url: url.trim(), amountMajor: student.feeMinor / 100, currency: DEFAULT_CURRENCY },
  });
}

export function clearPaymentLink(studentId: string): Promise<StudentRow> {
  return apiRequest<StudentRow>(`/admin/students/${encodeURIComponent(studentId)}/payment-link`, { method: 'DELETE' });
}
