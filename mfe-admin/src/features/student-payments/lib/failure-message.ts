/** SPEC §8 admin payment screen: 'Failed to … (status): server text'. */
import { httpStatusMessage, paymentAdminFailure, type PaymentAdminAction } from '@portal/domain/messages';
import { ApiError } from '@portal/shared-ui/api/api-client';

export function failureMessage(action: PaymentAdminAction, err: unknown): string {
  if (err instanceof ApiError) {
    // A bare 'HTTP 500' means the server sent no text: the status in brackets says it already.
    const text = err.message === httpStatusMessage(err.status) ? '' : err.message;
    return paymentAdminFailure(action, err.status, text);
  }
  return paymentAdminFailure(action, 0, err instanceof Error ? err.message : '');
}
