/** GET /student/payment (the Razorpay link's status and the payment it confirmed) and POST /student/payment/callback (Razorpay's signed redirect). */
import { apiRequest } from '@portal/shared-ui/api/api-client';
import type { CallbackCheck, StudentPaymentStatus } from '@portal/domain/views/payment-gateway';

export function fetchPaymentStatus(signal?: AbortSignal): Promise<StudentPaymentStatus> {
  return apiRequest<StudentPaymentStatus>('/student/payment', { signal });
}

/** The query Razorpay adds to Pay Fee's address after a payment. */
export const CALLBACK_FIELDS = [
  'razorpay_payment_id',
  'razorpay_payment_link_id',
  'razorpay_payment_link_reference_id',
  'razorpay_payment_link_status',
  'razorpay_signature',
] as const;
export type CallbackFields = Record<(typeof CALLBACK_FIELDS)[number], string>;

/** The redirect's fields when all are in the address, else null. */
export function callbackFrom(search: URLSearchParams): CallbackFields | null {
  const entries = CALLBACK_FIELDS.map((k) => [k, search.get(k)] as const);
  if (entries.some(([, v]) => !v)) return null;
  return Object.fromEntries(entries) as CallbackFields;
}

export function checkCallback(fields: CallbackFields): Promise<CallbackCheck> {
  return apiRequest<CallbackCheck>('/student/payment/callback', { method: 'POST', body: fields });
}
