/** The ID queue's filters and page, and the list and counts the server answers for them (queries, the previous page kept while the next loads). */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { ReviewStatus } from '@portal/domain/id-proof';
import { adminKeys } from '../../../lib/query-keys';
import { getIdProofCounts, listIdProofs, type IdProofListQuery } from '../api/id-proofs-api';

export type StatusFilter = ReviewStatus | 'ALL';

export const QUEUE_PAGE_SIZES = [10, 25, 50, 100] as const;

export function useIdProofQueue() {
  const queryClient = useQueryClient();
  const [status, setStatusState] = useState<StatusFilter>('PENDING');
  const [email, setEmailState] = useState('');
  const [page, setPage] = useState(0);
  const [size, setSize] = useState<number>(25);

  const listQuery: IdProofListQuery = { status: status === 'ALL' ? undefined : status, email: email || undefined, page, size };
  const list = useQuery({
    queryKey: adminKeys.idProofList(listQuery),
    queryFn: ({ signal }) => listIdProofs(listQuery, signal),
    placeholderData: keepPreviousData,
  });
  const counts = useQuery({
    queryKey: adminKeys.idProofCounts(email),
    queryFn: ({ signal }) => getIdProofCounts(email || undefined, signal),
    placeholderData: keepPreviousData,
  });

  const setStatus = useCallback((next: StatusFilter) => {
    setStatusState(next);
    setPage(0);
  }, []);
  const setEmail = useCallback((next: string) => {
    setEmailState(next.trim());
    setPage(0);
  }, []);
  const setPaging = useCallback(
    (nextPage: number, nextSize: number) => {
      setPage(nextSize === size ? nextPage : 0);
      setSize(nextSize);
    },
    [size],
  );
  /** Loads the list, the counts and the open histories again (after a review, or on Refresh). */
  const reload = useCallback(() => queryClient.invalidateQueries({ queryKey: adminKeys.idProofs }), [queryClient]);

  const total = counts.data ? (status === 'ALL' ? counts.data.all : counts.data[status]) : undefined;
  return {
    status,
    setStatus,
    email,
    setEmail,
    page,
    size,
    setPaging,
    list: { data: list.data ?? null, loading: list.isFetching, error: list.isError && !list.isFetching ? list.error : null },
    counts: counts.data,
    total,
    reload,
  };
}
