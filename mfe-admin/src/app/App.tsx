// Exposed as mfe_admin/App, rendered where the shell mounts it once its guard lets the admin in.
// This module stays light: it asks for the opening data of the page at the address
// (route-data.ts) the moment it renders, while the area's routes and antd providers
// (AdminRoutes.tsx), whose download starts as this module loads (beside the guard's check of the
// user), and then the page's own code arrive.
import { lazy, Suspense, useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import { prefetchRouteData } from './route-data';

const loadRoutes = () => import('./AdminRoutes').then((m) => ({ default: m.AdminRoutes }));
void loadRoutes();
const AdminRoutes = lazy(loadRoutes);

export default function App() {
  const { pathname, search } = useLocation();
  // Before the first paint: a passive effect would wait for the browser to paint the fallback.
  useLayoutEffect(() => prefetchRouteData(pathname, search), [pathname, search]);
  return (
    <Suspense fallback={<Spinner />}>
      <AdminRoutes />
    </Suspense>
  );
}
