/**
 * The signed-in user as a query (SPEC §7 GET /me), one cache entry for the shell and every remote.
 * The shell's route guard loads the user before it lets a page in and leaves it here
 * (rememberMe), so the page reads it without asking again: one GET /me per navigation. It stays
 * fresh for a few seconds, long enough for the page's code to arrive; a page mounted later asks
 * the server again.
 */
import { queryOptions } from '@tanstack/react-query';
import { fetchMe, type Me } from '@portal/shared-ui/api/me';
import { queryClient } from '@portal/shared-ui/query/query-client';

export const ME_FRESH_MS = 5_000;

export const meQuery = queryOptions({
  queryKey: ['me'] as const,
  queryFn: ({ signal }) => fetchMe(signal),
  staleTime: ME_FRESH_MS,
});

/** Keeps a user just loaded or saved as the cached one (its freshness counts from now). */
export function rememberMe(me: Me): void {
  queryClient.setQueryData(meQuery.queryKey, me);
}
