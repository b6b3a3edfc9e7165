/** Runs a student search: the SPEC §5 rule for an empty query, the results with their ID status, and the failure text. */
import { useCallback, useRef, useState } from 'react';
import type { IdProofStatus } from '@portal/domain/id-proof';
import { MESSAGES } from '@portal/domain/messages';
import { messageOf } from '@portal/shared-ui/api/api-client';
import { getIdStatuses, searchStudents, type StudentRow } from '../api/search-students';

export interface StudentSearchState {
  status: 'idle' | 'invalid' | 'loading' | 'done' | 'error';
  /** The validation or failure text. */
  message: string | null;
  rows: StudentRow[];
  idStatuses: Map<string, IdProofStatus>;
}

const IDLE: StudentSearchState = { status: 'idle', message: null, rows: [], idStatuses: new Map() };

export function useStudentSearch() {
  const [state, setState] = useState<StudentSearchState>(IDLE);
  const controller = useRef<AbortController | null>(null);

  const search = useCallback(async (raw: string) => {
    controller.current?.abort();
    const query = raw.trim();
    if (!query) {
      setState({ ...IDLE, status: 'invalid', message: MESSAGES.adminSearchRequired });
      return;
    }
    const current = new AbortController();
    controller.current = current;
    setState((s) => ({ ...s, status: 'loading', message: null }));
    try {
      const rows = await searchStudents(query, current.signal);
      // The ID status is extra information: the results stand even if it cannot be loaded.
      const idStatuses = await getIdStatuses(
        rows.map((r) => r.id),
        current.signal,
      ).catch(() => new Map<string, IdProofStatus>());
      if (!current.signal.aborted) setState({ status: 'done', message: null, rows, idStatuses });
    } catch (err) {
      if (current.signal.aborted) return;
      setState({ ...IDLE, status: 'error', message: messageOf(err, MESSAGES.studentsLoadFailed) });
    }
  }, []);

  return { state, search };
}
