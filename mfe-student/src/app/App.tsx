// Exposed as mfe_student/App: the student area's routes, relative to where the shell mounts it.
// The shell renders the header above and has already checked token, role and profile; this
// remote brings antd's providers (antd is compiled into each remote, not shared).
import { Navigate, Route, Routes } from 'react-router-dom';
import { AppProviders } from '@portal/shared-ui/components/AppProviders';
import { DashboardPage } from '../features/dashboard/components/DashboardPage';
import { OnboardingPage } from '../features/profile/components/OnboardingPage';
import { ProfilePage } from '../features/profile/components/ProfilePage';
import { StudentMainPage } from '../features/student-main/components/StudentMainPage';

export default function App() {
  return (
    <AppProviders>
      <Routes>
        <Route path="onboarding" element={<OnboardingPage />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="student" element={<DashboardPage />} />
        <Route path="student-main/*" element={<StudentMainPage />} />
        <Route path="*" element={<Navigate to="/dashboard" replace />} />
      </Routes>
    </AppProviders>
  );
}
