/** SPEC §7 student program calls of step 4, and the public seat counts shown beside each option. */
import type { DurationWeeks, SeatsView, SelectionView } from '@portal/domain/specialization';
import type { StartDateCode } from '@portal/domain/constants';
import { apiRequest } from '@portal/shared-ui/api/api-client';

export interface SelectionRequest {
  specialization: string;
  startDateCode: StartDateCode;
  durationWeeks: DurationWeeks;
  confirm: true;
}

export function getSelection(signal?: AbortSignal): Promise<SelectionView> {
  return apiRequest<SelectionView>('/student/specialization', { signal });
}

export function finalizeSelection(body: SelectionRequest): Promise<SelectionView & { message: string }> {
  return apiRequest('/student/specialization', { method: 'POST', body });
}

/** GET /public/seats (no sign-in needed): how many seats each specialization has left. */
export function getSeats(signal?: AbortSignal): Promise<SeatsView> {
  return apiRequest<SeatsView>('/public/seats', { signal, auth: false });
}
