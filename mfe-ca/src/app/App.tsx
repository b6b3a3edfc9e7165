// Exposed as mfe_ca/App: the CA (accountant) area, relative to where the shell mounts it.
import { Route, Routes } from 'react-router-dom';
import { InvoiceDashboardPage } from '../features/invoices/components/InvoiceDashboardPage';

export default function App() {
  return (
    <Routes>
      <Route path="*" element={<InvoiceDashboardPage />} />
    </Routes>
  );
}
