/** SPEC §7 student program calls of step 4, and the public seat counts shown beside each option. */
import type { DurationWeeks } from '@portal/domain/specialization';
import type { SeatsView } from '@portal/domain/views/seats';
import type { SelectionView } from '@portal/domain/views/specialization';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@portal/shared-ui/api/api-client';
import { studentKeys } from '../../../lib/query-keys';

export interface SelectionRequest {
  specialization: string;
  /** The cohort's code of the start date, e.g. 'FEB08' (the date goes along too). */
  startDateCode: string;
  startDate: string;
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

export const selectionQuery = queryOptions({ queryKey: studentKeys.selection, queryFn: ({ signal }) => getSelection(signal) });

/** Seat counts are a help, not a need: a failure is not retried, the options then show no counts. */
export const seatsQuery = queryOptions({ queryKey: studentKeys.seats, queryFn: ({ signal }) => getSeats(signal), retry: false });
