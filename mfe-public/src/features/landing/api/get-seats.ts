/** GET /public/seats (no sign-in): seats and filled per specialization, growing as students finalize. */
import type { SeatsView } from '@portal/domain/views/seats';
import { apiRequest } from '@portal/shared-ui/api/api-client';

export function getSeats(signal?: AbortSignal): Promise<SeatsView> {
  return apiRequest<SeatsView>('/public/seats', { auth: false, signal });
}
