/** The student's cohort's facts as sentences (programLabels), or null while GET /student/program loads or when it failed. */
import { useQuery } from '@tanstack/react-query';
import { programLabels, type ProgramLabels } from '@portal/domain/program';
import { studentProgramQuery } from '../lib/student-program';

export interface StudentProgramFacts {
  labels: ProgramLabels;
  feeMinor: number;
}

export function useProgramLabels(): StudentProgramFacts | null {
  const program = useQuery(studentProgramQuery);
  return program.data ? { labels: programLabels(program.data.cohort), feeMinor: program.data.cohort.feeMinor } : null;
}

/** A fact's text, or an ellipsis while the cohort loads. */
export const PENDING = '…';
