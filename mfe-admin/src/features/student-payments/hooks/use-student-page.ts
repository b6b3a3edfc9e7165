/** The page of students the address asks for, loaded by the server, with setters that change the address. */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useResource } from '@portal/shared-ui/hooks/use-resource';
import { fetchStudentPage, type StudentPageQuery } from '../api/get-student-page';
import { readStudentPageQuery, toSearchParams } from '../lib/student-page-params';

export function useStudentPage() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readStudentPageQuery(params), [params]);
  const resource = useResource((signal) => fetchStudentPage(query, signal), [query.query, query.link, query.fee, query.page, query.size]);

  /** Changes search or filters (back to the first page) or the page itself. */
  const update = useCallback(
    (change: Partial<StudentPageQuery>) => {
      const next = { ...query, ...change };
      if (!('page' in change)) next.page = 0;
      setParams(toSearchParams(next));
    },
    [query, setParams],
  );
  return { query, update, resource };
}
