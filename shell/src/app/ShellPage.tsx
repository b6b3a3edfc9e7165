/**
 * One page of the portal: the header, the guard's verdict and the remote for the path. The shell
 * renders no antd: each remote mounts antd's providers around its own screens.
 */
import { useEffect, useMemo } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { homeForRole } from '@portal/domain/routes';
import { CalendarBanner } from '@portal/shared-ui/components/CalendarBanner';
import { Header, type HeaderMode } from '@portal/shared-ui/components/Header';
import { useSession } from '@portal/shared-ui/session/session-store';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import { RemoteApp } from '../features/remotes/components/RemoteApp';
import { preloadRemoteApp } from '../features/remotes/load-remote-app';
import { mayOpen, redirectTarget, roleOfToken } from '../features/routing/guard';
import { useRouteGuard } from '../features/routing/hooks/useRouteGuard';
import { routeFor } from '../lib/route-table';

export function ShellPage() {
  const location = useLocation();
  const { pathname } = location;
  const route = useMemo(() => routeFor(pathname), [pathname]);
  const guard = useRouteGuard(route);
  const signedIn = useSession((s) => !!s.accessToken);
  // Signed in, the area's code downloads while the guard checks the user (GET /me), not after it,
  // when the token's role may open it (no other area's code reaches a browser): the guard still
  // decides whether the area shows.
  const tokenRole = useSession((s) => roleOfToken(s.accessToken));
  useEffect(() => {
    if (mayOpen(route, tokenRole)) preloadRemoteApp(route.remote);
  }, [route, tokenRole]);

  if (guard.status === 'redirect') return <Navigate to={redirectTarget(guard.to, location)} replace />;

  const headerMode: HeaderMode = pathname === '/login' ? 'login' : route.access === 'public' && !signedIn ? 'public' : 'dashboard';
  const dashboardPath = guard.status === 'allowed' && guard.me ? homeForRole(guard.me.role) : '/dashboard';

  return (
    <>
      <Header mode={headerMode} dashboardPath={dashboardPath} />
      <CalendarBanner />
      {guard.status === 'checking' ? <Spinner /> : <RemoteApp key={route.remote} remote={route.remote} />}
    </>
  );
}
