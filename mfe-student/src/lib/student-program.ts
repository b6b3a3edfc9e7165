/** GET /student/program: the student's cohort (the active one until the fee is verified), its start dates still open and its seats. */
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@portal/shared-ui/api/api-client';
import type { CohortFacts } from '@portal/domain/views/program';
import type { SeatsView } from '@portal/domain/views/seats';
import { studentKeys } from './query-keys';

export interface StudentProgram {
  cohort: CohortFacts;
  /** The start dates the server's calendar still allows, YYYY-MM-DD. */
  openStartDates: string[];
  /** The cohort's seats per specialization, filled first come, first served. */
  seats: SeatsView;
}

export function getStudentProgram(signal?: AbortSignal): Promise<StudentProgram> {
  return apiRequest<StudentProgram>('/student/program', { signal });
}

export const studentProgramQuery = queryOptions({ queryKey: studentKeys.program, queryFn: ({ signal }) => getStudentProgram(signal) });
