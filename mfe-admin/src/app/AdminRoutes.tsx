/**
 * The admin area's routes (app/routes.ts, their elements in app/pages.tsx) and its own not-found
 * page for any other path under /admin, inside this remote's own antd providers (antd is compiled
 * into each remote, not shared). Its server data goes through TanStack Query (the shared client).
 */
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AppProviders } from '@portal/shared-ui/components/AppProviders';
import { QueryProvider } from '@portal/shared-ui/components/QueryProvider';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import { ADMIN_PAGES } from './pages';

const AdminNotFoundPage = lazy(() => import('./AdminNotFoundPage').then((m) => ({ default: m.AdminNotFoundPage })));

export function AdminRoutes() {
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
