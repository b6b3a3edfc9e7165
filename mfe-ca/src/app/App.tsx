// Exposed as mfe_ca/App: the CA (accountant) area's routes (app/routes.ts) and its own not-found
// page for any other path under /ca. Each page is its own chunk; its server data goes through
// TanStack Query (the shared client).
import { lazy, type ReactNode } from 'react';
import { AreaRoutes } from '@portal/shared-ui/components/AreaRoutes';
import { CA_ROUTES, type CaRouteName } from './routes';

const InvoiceDashboardPage = lazy(() =>
  import('../features/invoices/components/InvoiceDashboardPage').then((m) => ({ default: m.InvoiceDashboardPage })),
);
const StipendPayoutsPage = lazy(() =>
  import('../features/stipends/components/StipendPayoutsPage').then((m) => ({ default: m.StipendPayoutsPage })),
);
const CaNotFoundPage = lazy(() => import('./CaNotFoundPage').then((m) => ({ default: m.CaNotFoundPage })));

const PAGES: Record<CaRouteName, ReactNode> = { invoices: <InvoiceDashboardPage />, stipends: <StipendPayoutsPage /> };

export default function App() {
  return <AreaRoutes pages={CA_ROUTES.map((route) => ({ ...route, element: PAGES[route.name] }))} notFound={<CaNotFoundPage />} />;
}
