/**
 * The server data an admin page opens with, asked for as soon as its route matches, and the page's
 * code: the request runs while the area's providers and the page's code download and start,
 * instead of after them. Each page's queries are the ones its feature defines, so the page finds
 * the answer (or the request in flight) in the cache.
 */
import { matchPath } from 'react-router-dom';
import { queryClient } from '@portal/shared-ui/query/query-client';
import { attendanceGridQuery } from '../features/training/api/training';
import { batchInSearch } from '../features/training/hooks/use-batch';
import { loadAttendancePage } from './page-code';
import { ADMIN_ROUTES, type AdminRouteName } from './routes';

const PREFETCH: Partial<Record<AdminRouteName, (search: URLSearchParams) => void>> = {
  attendance(search) {
    // A failure shows when the page itself loads its code.
    loadAttendancePage().catch(() => undefined);
    const batch = batchInSearch(search);
    if (batch) void queryClient.prefetchQuery(attendanceGridQuery(batch));
  },
};

/** Starts the requests (data and code) of the page at this address (a full path, as the shell mounts the App). */
export function prefetchRouteData(pathname: string, search: string): void {
  const route = ADMIN_ROUTES.find((r) => matchPath(`/${r.path}`, pathname));
  if (route) PREFETCH[route.name]?.(new URLSearchParams(search));
}
