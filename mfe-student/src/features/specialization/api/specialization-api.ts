/** SPEC §7 student program calls of step 4 (the cohort's seats come with GET /student/program, lib/student-program.ts). */
import type { DurationWeeks } from '@portal/domain/specialization';
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

export const selectionQuery = queryOptions({ queryKey: studentKeys.selection, queryFn: ({ signal }) => getSelection(signal) });
