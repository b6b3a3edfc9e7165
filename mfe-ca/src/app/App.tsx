// Exposed as mfe_ca/App: the CA (accountant) area, relative to where the shell mounts it, inside
// this remote's own antd providers (antd is compiled into each remote, not shared). Each page is
// its own chunk, so a route downloads only the antd components its screen uses. Its server data goes
// through TanStack Query (the shared client).
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AppProviders } from '@portal/shared-ui/components/AppProviders';
import { QueryProvider } from '@portal/shared-ui/components/QueryProvider';
import { Spinner } from '@portal/shared-ui/components/Spinner';

const InvoiceDashboardPage = lazy(() =>
  import('../features/invoices/components/InvoiceDashboardPage').then((m) => ({ default: m.InvoiceDashboardPage })),
);

export default function App() {
  return (
    <AppProviders>
      <QueryProvider>
        <Suspense fallback={<Spinner />}>
          <Routes>
            <Route path="*" element={<InvoiceDashboardPage />} />
          </Routes>
        </Suspense>
      </QueryProvider>
    </AppProviders>
  );
}
