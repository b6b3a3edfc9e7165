// Exposed as mfe_student/App: the student area's routes, relative to where the shell mounts it.
// The shell renders the header above and has already checked token, role and profile; this
// remote brings antd's providers (antd is compiled into each remote, not shared). Each page, and
// each section of /student-main (app/sections.tsx), is its own chunk, so a route downloads only
// the antd components its screen uses. Its server data goes through TanStack Query (the shared
// client, so the user the shell's guard loaded is the one the page reads).
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AppProviders } from '@portal/shared-ui/components/AppProviders';
import { QueryProvider } from '@portal/shared-ui/components/QueryProvider';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import { sections } from './sections';

const OnboardingPage = lazy(() => import('../features/profile/components/OnboardingPage').then((m) => ({ default: m.OnboardingPage })));
const ProfilePage = lazy(() => import('../features/profile/components/ProfilePage').then((m) => ({ default: m.ProfilePage })));
const DashboardPage = lazy(() => import('../features/id-proof/components/DashboardPage').then((m) => ({ default: m.DashboardPage })));
const StudentMainPage = lazy(() =>
  import('../features/student-main/components/StudentMainPage').then((m) => ({ default: m.StudentMainPage })),
);

export default function App() {
  return (
    <AppProviders>
      <QueryProvider>
        <Suspense fallback={<Spinner />}>
          <Routes>
            <Route path="onboarding" element={<OnboardingPage />} />
            <Route path="profile" element={<ProfilePage />} />
            <Route path="dashboard" element={<DashboardPage />} />
            <Route path="student" element={<DashboardPage />} />
            <Route path="student-main/*" element={<StudentMainPage sections={sections} />} />
            <Route path="*" element={<Navigate to="/dashboard" replace />} />
          </Routes>
        </Suspense>
      </QueryProvider>
    </AppProviders>
  );
}
