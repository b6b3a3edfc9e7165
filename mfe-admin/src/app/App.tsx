// Exposed as mfe_admin/App: the admin area's routes, relative to where the shell mounts it, inside
// this remote's own antd providers (antd is compiled into each remote, not shared).
import { Route, Routes } from 'react-router-dom';
import { AppProviders } from '@portal/shared-ui/components/AppProviders';
import { AdminHomePage } from '../features/admin-home/components/AdminHomePage';
import { StudentPaymentsPage } from '../features/student-payments/components/StudentPaymentsPage';

export default function App() {
  return (
    <AppProviders>
      <Routes>
        <Route path="admin" element={<AdminHomePage />} />
        <Route path="admin/students" element={<StudentPaymentsPage />} />
        <Route path="*" element={<AdminHomePage />} />
      </Routes>
    </AppProviders>
  );
}
