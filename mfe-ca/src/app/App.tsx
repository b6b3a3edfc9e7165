// Exposed as mfe_ca/App: the CA (accountant) area's routes (app/routes.ts), relative to where the
// shell mounts it, and its own not-found page for any other path under /ca, inside this remote's
// own antd providers (antd is compiled into each remote, not shared). Each page is its own chunk,
// so a route downloads only the antd components its screen uses. Its server data goes through
// TanStack Query (the shared client).
import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AppProviders } from '@portal/shared-ui/components/AppProviders';
import { QueryProvider } from '@portal/shared-ui/components/QueryProvider';
import { Spinner } from '@portal/shared-ui/components/Spinner';
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
  return (
    <AppProviders>
      <QueryProvider>
        <Suspense fallback={<Spinner />}>
          <Routes>
            {CA_ROUTES.map((route) => (
              <Route key={route.name} path={route.path} element={PAGES[route.name]} />
            ))}
            <Route path="*" element={<CaNotFoundPage />} />
          </Routes>
        </Suspense>
      </QueryProvider>
    </AppProviders>
  );
}
