/** POST /admin/students/{id}/payment-link/razorpay (a Razorpay link for the cohort's fee) and GET /admin/api/payments/gateway. */
import { apiRequest } from '@portal/shared-ui/api/api-client';
import type { GatewayStatus } from '@portal/domain/views/payment-gateway';
import type { StudentRow } from './get-student-page';

export function createRazorpayLink(studentId: string): Promise<StudentRow> {
  return apiRequest<StudentRow>(`/admin/students/${encodeURIComponent(studentId)}/payment-link/razorpay`, { method: 'POST', body: {} });
}

export function fetchGatewayStatus(signal?: AbortSignal): Promise<GatewayStatus> {
  return apiRequest<GatewayStatus>('/admin/api/payments/gateway', { signal });
}
