/**
 * The one QueryClient of every front end: server data is cached and fetched through TanStack
 * Query, with the API client (bearer token, one refresh-and-retry on 401) underneath each query
 * function. This folder is a federation singleton, so the shell and every remote share the cache:
 * the user the shell's guard loads is the user the page reads.
 */
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@portal/shared-ui/api/api-client';
import { useSession } from '@portal/shared-ui/session/session-store';

/** A failed load is tried once more when the network or the server failed; a 4xx answer is final. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (error instanceof ApiError) return error.status === 0 || error.status >= 500;
  return false;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: shouldRetryQuery,
      // Screens that must follow the server (ID review, letters) poll or ask on focus themselves.
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});

/** The account a token belongs to (its `sub`), or null: decoding is enough, the server verifies. */
function tokenSubject(token: string | null): string | null {
  if (!token) return null;
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === 'string' ? sub : null;
  } catch {
    return null;
  }
}

// Another account (sign-out, sign-in, another tab's sign-in) never sees this one's data; a renewed
// token of the same account keeps the cache.
useSession.subscribe((session, previous) => {
  if (session.accessToken === previous.accessToken) return;
  if (!session.accessToken || tokenSubject(session.accessToken) !== tokenSubject(previous.accessToken)) queryClient.clear();
});
