// Exposed as mfe_admin/App: the admin area's routes (app/routes.ts, their elements in
// app/pages.tsx), relative to where the shell mounts it, and its own not-found page for any other
// path under /admin, inside this remote's own antd providers (antd is compiled into each remote,
// not shared). Its server data goes through TanStack Query (the shared client); a page's opening
// data is asked for at its route's match, beside the download of the page's code (route-data.ts).
import { lazy, Suspense, useLayoutEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders } from '@portal/shared-ui/components/AppProviders';
import { QueryProvider } from '@portal/shared-ui/components/QueryProvider';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import { ADMIN_PAGES } from './pages';
import { prefetchRouteData } from './route-data';

const AdminNotFoundPage = lazy(() => import('./AdminNotFoundPage').then((m) => ({ default: m.AdminNotFoundPage })));

export default function App() {
  const { pathname, search } = useLocation();
  // Before the first paint: a passive effect would wait for the browser to paint the fallback.
  useLayoutEffect(() => prefetchRouteData(pathname, search), [pathname, search]);
  return (
    <AppProviders>
      <QueryProvider>
        <Suspense fallback={<Spinner />}>
          <Routes>
            {ADMIN_PAGES.map((page) => (
              <Route key={page.name} path={page.path} element={page.element} />
            ))}
            <Route path="*" element={<AdminNotFoundPage />} />
          </Routes>
        </Suspense>
      </QueryProvider>
    </AppProviders>
  );
}
