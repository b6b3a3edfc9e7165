// Exposed as mfe_admin/App: the admin area's routes, relative to where the shell mounts it, inside
// this remote's own antd providers (antd is compiled into each remote, not shared). Each page is
// its own chunk, so a route downloads only the antd components its screen uses.
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AppProviders } from '@portal/shared-ui/components/AppProviders';
import { Spinner } from '@portal/shared-ui/components/Spinner';

const AdminHomePage = lazy(() => import('../features/admin-home/components/AdminHomePage').then((m) => ({ default: m.AdminHomePage })));
const StudentPaymentsPage = lazy(() =>
  import('../features/student-payments/components/StudentPaymentsPage').then((m) => ({ default: m.StudentPaymentsPage })),
);

export default function App() {
  return (
    <AppProviders>
      <Suspense fallback={<Spinner />}>
        <Routes>
          <Route path="admin" element={<AdminHomePage />} />
          <Route path="admin/students" element={<StudentPaymentsPage />} />
          <Route path="*" element={<AdminHomePage />} />
        </Routes>
      </Suspense>
    </AppProviders>
  );
}
