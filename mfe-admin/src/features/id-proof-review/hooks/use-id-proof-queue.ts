/** The ID queue's filters and page, and the list and counts the server answers for them. */
import { useCallback, useState } from 'react';
import type { ReviewStatus } from '@portal/domain/id-proof';
import { useResource } from '@portal/shared-ui/hooks/use-resource';
import { getIdProofCounts, listIdProofs } from '../api/id-proofs-api';

export type StatusFilter = ReviewStatus | 'ALL';

export const QUEUE_PAGE_SIZES = [10, 25, 50, 100] as const;

export function useIdProofQueue() {
  const [status, setStatusState] = useState<StatusFilter>('PENDING');
  const [email, setEmailState] = useState('');
  const [page, setPage] = useState(0);
  const [size, setSize] = useState<number>(25);

  const list = useResource(
    (signal) => listIdProofs({ status: status === 'ALL' ? undefined : status, email: email || undefined, page, size }, signal),
    [status, email, page, size],
  );
  const counts = useResource((signal) => getIdProofCounts(email || undefined, signal), [email]);
  const { reload: reloadList } = list;
  const { reload: reloadCounts } = counts;

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
  const reload = useCallback(async () => {
    await Promise.all([reloadList(), reloadCounts()]);
  }, [reloadList, reloadCounts]);

  const countsData = counts.data;
  const total = countsData ? (status === 'ALL' ? countsData.all : countsData[status]) : undefined;
  return { status, setStatus, email, setEmail, page, size, setPaging, list: list.state, counts: countsData, total, reload };
}
