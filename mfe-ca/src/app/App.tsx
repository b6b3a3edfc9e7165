// Exposed as mfe_ca/App: the CA (accountant) area, relative to where the shell mounts it, inside
// this remote's own antd providers (antd is compiled into each remote, not shared).
import { Route, Routes } from 'react-router-dom';
import { AppProviders } from '@portal/shared-ui/components/AppProviders';
import { InvoiceDashboardPage } from '../features/invoices/components/InvoiceDashboardPage';

export default function App() {
  return (
    <AppProviders>
      <Routes>
        <Route path="*" element={<InvoiceDashboardPage />} />
      </Routes>
    </AppProviders>
  );
}
