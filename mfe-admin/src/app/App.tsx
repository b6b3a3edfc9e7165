// Exposed as mfe_admin/App and rendered where the shell mounts it once its guard lets the admin in.
// A light module: its first render asks for the opening data and code of the page at the address
// (route-data.ts), while the area's routes and antd providers (AdminRoutes.tsx), their own chunk,
// are requested as soon as this module loads, beside the guard's check of the user.
import { lazy, Suspense, useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import { prefetchRouteData } from './route-data';

const loadRoutes = () => import('./AdminRoutes').then((m) => ({ default: m.AdminRoutes }));
// A failure shows when the App renders them.
loadRoutes().catch(() => undefined);
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
