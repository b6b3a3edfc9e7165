/**
 * The admin area's routes (app/routes.ts, their elements in app/pages.tsx) and its own not-found
 * page for any other path under /admin, inside this remote's own antd providers and the shared
 * query client.
 */
import { lazy } from 'react';
import { AreaRoutes } from '@portal/shared-ui/components/AreaRoutes';
import { ADMIN_PAGES } from './pages';

const AdminNotFoundPage = lazy(() => import('./AdminNotFoundPage').then((m) => ({ default: m.AdminNotFoundPage })));

export function AdminRoutes() {
  return <AreaRoutes pages={ADMIN_PAGES} notFound={<AdminNotFoundPage />} />;
}
