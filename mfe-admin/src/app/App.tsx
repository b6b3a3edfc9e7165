// Exposed as mfe_admin/App: the admin area's routes, relative to where the shell mounts it.
import { Route, Routes } from 'react-router-dom';
import { AdminHomePage } from '../features/admin-home/components/AdminHomePage';
import { IdProofQueue } from '../features/id-proof-review/components/IdProofQueue';
import { StudentSearch } from '../features/student-search/components/StudentSearch';
import { StudentPaymentsPage } from '../features/student-payments/components/StudentPaymentsPage';

const adminHome = <AdminHomePage idReview={<IdProofQueue />} studentSearch={<StudentSearch />} />;

export default function App() {
  return (
    <Routes>
      <Route path="admin" element={adminHome} />
      <Route path="admin/students" element={<StudentPaymentsPage />} />
      <Route path="*" element={adminHome} />
    </Routes>
  );
}
