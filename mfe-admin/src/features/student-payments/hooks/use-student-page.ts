/** The page of students the address asks for, loaded by the server (the previous page kept while the next loads), with setters that change the address. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { adminKeys } from '../../../lib/query-keys';
import { fetchStudentPage, type StudentPageQuery } from '../api/get-student-page';
import { readStudentPageQuery, toSearchParams } from '../lib/student-page-params';

export function useStudentPage() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readStudentPageQuery(params), [params]);
  const page = useQuery({
    queryKey: adminKeys.studentPage(query),
    queryFn: ({ signal }) => fetchStudentPage(query, signal),
    placeholderData: keepPreviousData,
  });

  /** Changes search or filters (back to the first page) or the page itself. */
  const update = useCallback(
    (change: Partial<StudentPageQuery>) => {
      const next = { ...query, ...change };
      if (!('page' in change)) next.page = 0;
      setParams(toSearchParams(next));
    },
    [query, setParams],
  );
  return { query, update, page };
}
