/** Runs a student search as a query: the SPEC §5 rule for an empty query, the results with their ID status, and the failure text. */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { IdProofStatus } from '@portal/domain/id-proof';
import { MESSAGES } from '@portal/domain/messages';
import { messageOf } from '@portal/shared-ui/api/api-client';
import { adminKeys } from '../../../lib/query-keys';
import { getIdStatuses, searchStudents, type StudentRow } from '../api/search-students';

export interface StudentSearchState {
  status: 'idle' | 'invalid' | 'loading' | 'done' | 'error';
  /** The validation or failure text. */
  message: string | null;
  rows: StudentRow[];
  idStatuses: Map<string, IdProofStatus>;
}

async function findStudents(query: string, signal: AbortSignal) {
  const rows = await searchStudents(query, signal);
  // The ID status is extra information: the results stand even if it cannot be loaded.
  const idStatuses = await getIdStatuses(
    rows.map((r) => r.id),
    signal,
  ).catch(() => new Map<string, IdProofStatus>());
  return { rows, idStatuses };
}

export function useStudentSearch() {
  // The text of the last search (null before the first); an empty one is refused without a request.
  const [submitted, setSubmitted] = useState<string | null>(null);
  const results = useQuery({
    queryKey: adminKeys.studentSearch(submitted ?? ''),
    queryFn: ({ signal }) => findStudents(submitted ?? '', signal),
    enabled: !!submitted,
  });

  const state: StudentSearchState =
    submitted === null
      ? { status: 'idle', message: null, rows: [], idStatuses: new Map() }
      : !submitted
        ? { status: 'invalid', message: MESSAGES.adminSearchRequired, rows: [], idStatuses: new Map() }
        : results.isFetching
          ? { status: 'loading', message: null, rows: results.data?.rows ?? [], idStatuses: results.data?.idStatuses ?? new Map() }
          : results.isError
            ? { status: 'error', message: messageOf(results.error, MESSAGES.studentsLoadFailed), rows: [], idStatuses: new Map() }
            : { status: 'done', message: null, rows: results.data?.rows ?? [], idStatuses: results.data?.idStatuses ?? new Map() };

  /** Searches for the text; the same text again asks the server again. */
  const search = async (raw: string) => {
    const query = raw.trim();
    if (query === submitted && query) await results.refetch();
    else setSubmitted(query);
  };

  return { state, search };
}
