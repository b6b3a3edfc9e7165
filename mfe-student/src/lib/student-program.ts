/** GET /student/program: the student's cohort (the active one until the fee is verified) and its start dates still open. */
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@portal/shared-ui/api/api-client';
import type { CohortFacts } from '@portal/domain/views/program';
import { studentKeys } from './query-keys';

export interface StudentProgram {
  cohort: CohortFacts;
  /** The start dates the server's calendar still allows, YYYY-MM-DD. */
  openStartDates: string[];
}

export function getStudentProgram(signal?: AbortSignal): Promise<StudentProgram> {
  return apiRequest<StudentProgram>('/student/program', { signal });
}

export const studentProgramQuery = queryOptions({ queryKey: studentKeys.program, queryFn: ({ signal }) => getStudentProgram(signal) });
