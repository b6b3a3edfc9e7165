/** Runs the guard for the current path: loads the user when the route needs one. */
import { useEffect, useState } from 'react';
import { PROFILE_CHECK_RETRY_MS } from '@portal/domain/constants';
import { fetchMe, type Me } from '@portal/shared-ui/api/me';
import { useSession } from '@portal/shared-ui/session/session-store';
import { decide } from '../guard';
import type { RouteEntry } from '../../../lib/route-table';

export type GuardState = { status: 'checking' } | { status: 'allowed'; me: Me | null } | { status: 'redirect'; to: string };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The page reads the user this guard loaded from the shared query cache (shared-ui/query/me-query):
 * one GET /me per navigation. Imported when a signed-in route is let in, so the visitor's pages
 * never download the query library.
 */
async function leaveForThePage(me: Me): Promise<void> {
  const { rememberMe } = await import('@portal/shared-ui/query/me-query');
  rememberMe(me);
}

export function useRouteGuard(route: RouteEntry): GuardState {
  const hasToken = useSession((s) => !!s.accessToken);
  // Re-check when the kind of route changes, not on every sub-path (a section switch keeps the remote mounted).
  const routeKey = `${route.remote}|${String(route.access)}|${route.needsCompleteProfile}`;
  const [verdict, setVerdict] = useState<{ key: string; state: GuardState } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    let cancelled = false;
    const setState = (state: GuardState) => setVerdict({ key: `${routeKey}|${hasToken}`, state });

    async function run() {
      const session = useSession.getState();
      if (route.access === 'public') return;
      if (!session.accessToken) {
        setState({ status: 'redirect', to: '/login' });
        return;
      }
      setState({ status: 'checking' });
      try {
        let me = await fetchMe(controller.signal);
        let decision = decide({ route, hasToken: true, me, profileCompleteFlag: session.profileComplete, retried: false });
        if (decision.kind === 'retry-profile') {
          await wait(PROFILE_CHECK_RETRY_MS);
          if (cancelled) return;
          me = await fetchMe(controller.signal);
          decision = decide({ route, hasToken: true, me, profileCompleteFlag: true, retried: true });
        }
        if (cancelled) return;
        if (decision.kind === 'allow') {
          await leaveForThePage(me);
          if (cancelled) return;
          setState({ status: 'allowed', me });
        } else if (decision.kind === 'redirect') setState({ status: 'redirect', to: decision.to });
      } catch (err) {
        if (cancelled || (err as Error)?.name === 'AbortError') return;
        // SPEC §2: any error while loading the current user clears the tokens and goes to /login
        // (keeping the note that the session ended, when a refused refresh is why).
        useSession.getState().clear({ ended: useSession.getState().ended });
        setState({ status: 'redirect', to: '/login' });
      }
    }

    void run();
    return () => {
      cancelled = true;
      controller.abort();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- routeKey stands for route
  }, [routeKey, hasToken]);

  // Public pages never wait. Otherwise a verdict counts only for the route and session it was
  // reached for: a logout renders before the router has moved on, and must not send the
  // visitor from the page they are leaving to /login.
  if (route.access === 'public') return { status: 'allowed', me: null };
  if (!verdict || verdict.key !== `${routeKey}|${hasToken}`) return { status: 'checking' };
  return verdict.state;
}
