/** GET /admin/api/payments/attention and POST …/{id}/resolve: Razorpay events kept for an admin. */
import { apiRequest } from '@portal/shared-ui/api/api-client';
import type { AttentionList } from '@portal/domain/views/payment-gateway';

export function fetchAttention(signal?: AbortSignal): Promise<AttentionList> {
  return apiRequest<AttentionList>('/admin/api/payments/attention', { signal });
}

export function resolveAttention(eventId: string): Promise<AttentionList> {
  return apiRequest<AttentionList>(`/admin/api/payments/attention/${encodeURIComponent(eventId)}/resolve`, { method: 'POST', body: {} });
}
