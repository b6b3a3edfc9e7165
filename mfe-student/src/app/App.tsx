// Exposed as mfe_student/App: the student area's routes, relative to where the shell mounts it.
// The shell renders the header above and has already checked token, role and profile.
import { Navigate, Route, Routes } from 'react-router-dom';
import { DashboardPage } from '../features/dashboard/components/DashboardPage';
import { OnboardingPage } from '../features/profile/components/OnboardingPage';
import { ProfilePage } from '../features/profile/components/ProfilePage';
import { BillingSection } from '../features/fees/components/BillingSection';
import { PaySection } from '../features/fees/components/PaySection';
import { StudentMainPage } from '../features/student-main/components/StudentMainPage';
import { SectionPage } from './SectionPage';

export default function App() {
  return (
    <Routes>
      <Route path="onboarding" element={<OnboardingPage />} />
      <Route path="profile" element={<ProfilePage />} />
      <Route path="dashboard" element={<DashboardPage />} />
      <Route path="student" element={<DashboardPage />} />
      <Route path="student-main/pay" element={<SectionPage title="Pay Fee"><PaySection /></SectionPage>} />
      <Route path="student-main/billing" element={<SectionPage title="Fee Bill"><BillingSection /></SectionPage>} />
      <Route path="student-main/*" element={<StudentMainPage />} />
      <Route path="*" element={<Navigate to="/dashboard" replace />} />
    </Routes>
  );
}
