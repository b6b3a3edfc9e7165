/** POST and DELETE /admin/students/{id}/payment-link (SPEC §7): the amount is always INR 4999. */
import { DEFAULT_CURRENCY, TRAINING_FEE_MAJOR } from '@portal/domain/constants';
import { apiRequest } from '@portal/shared-ui/api/api-client';
import type { StudentRow } from './get-student-page';

export function savePaymentLink(studentId: string, url: string): Promise<StudentRow> {
  return apiRequest<StudentRow>(`/admin/students/${encodeURIComponent(studentId)}/payment-link`, {
    method: 'POST',
    body: { url: url.trim(), amountMajor: TRAINING_FEE_MAJOR, currency: DEFAULT_CURRENCY },
  });
}

export function clearPaymentLink(studentId: string): Promise<StudentRow> {
  return apiRequest<StudentRow>(`/admin/students/${encodeURIComponent(studentId)}/payment-link`, { method: 'DELETE' });
}
