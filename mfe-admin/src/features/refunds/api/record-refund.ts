/** POST /admin/api/students/{id}/refunds: records a refund (a credit note for it, or Unverify for all that is left). */
import type { RefundBody, RefundResult } from '@portal/domain/views/refund';
import { apiRequest } from '@portal/shared-ui/api/api-client';

export function recordRefund(studentId: string, body: RefundBody): Promise<RefundResult> {
  return apiRequest<RefundResult>(`/admin/api/students/${encodeURIComponent(studentId)}/refunds`, { method: 'POST', body });
}
