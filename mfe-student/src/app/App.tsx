// Exposed as mfe_student/App: the student area's routes, relative to where the shell mounts it.
// The shell renders the header above and has already checked token, role and profile.
import { Navigate, Route, Routes } from 'react-router-dom';
import { DashboardPage } from '../features/id-proof/components/DashboardPage';
import { OnboardingPage } from '../features/profile/components/OnboardingPage';
import { ProfilePage } from '../features/profile/components/ProfilePage';
import { StudentMainPage } from '../features/student-main/components/StudentMainPage';
import { sections } from './sections';

export default function App() {
  return (
    <Routes>
      <Route path="onboarding" element={<OnboardingPage />} />
      <Route path="profile" element={<ProfilePage />} />
      <Route path="dashboard" element={<DashboardPage />} />
      <Route path="student" element={<DashboardPage />} />
      <Route path="student-main/*" element={<StudentMainPage sections={sections} />} />
      <Route path="*" element={<Navigate to="/dashboard" replace />} />
    </Routes>
  );
}
