// Exposed as mfe_student/App: the student area's routes (app/routes.ts), relative to where the shell
// mounts it, and its own not-found page for any other path.
// The shell renders the header above and has already checked token, role and profile; every page
// waits for the student's consent to the current privacy notice (features/privacy). This
// remote brings antd's providers (antd is compiled into each remote, not shared). Each page, and
// each section of /student-main (app/sections.tsx), is its own chunk, so a route downloads only
// the antd components its screen uses. Its server data goes through TanStack Query (the shared
// client, so the user the shell's guard loaded is the one the page reads).
import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AppProviders } from '@portal/shared-ui/components/AppProviders';
import { QueryProvider } from '@portal/shared-ui/components/QueryProvider';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import { ConsentGate } from '../features/privacy/components/ConsentGate';
import { STUDENT_ROUTES, type StudentRouteName } from './routes';
import { sections } from './sections';

const OnboardingPage = lazy(() => import('../features/profile/components/OnboardingPage').then((m) => ({ default: m.OnboardingPage })));
const ProfilePage = lazy(() => import('../features/profile/components/ProfilePage').then((m) => ({ default: m.ProfilePage })));
const DashboardPage = lazy(() => import('../features/id-proof/components/DashboardPage').then((m) => ({ default: m.DashboardPage })));
const StudentMainPage = lazy(() =>
  import('../features/student-main/components/StudentMainPage').then((m) => ({ default: m.StudentMainPage })),
);
const StudentNotFoundPage = lazy(() => import('./StudentNotFoundPage').then((m) => ({ default: m.StudentNotFoundPage })));

const PAGES: Record<StudentRouteName, ReactNode> = {
  onboarding: <OnboardingPage />,
  profile: <ProfilePage />,
  dashboard: <DashboardPage />,
  student: <DashboardPage />,
  main: <StudentMainPage sections={sections} />,
};

export default function App() {
  return (
    <AppProviders>
      <QueryProvider>
        <Suspense fallback={<Spinner />}>
          <Routes>
            {STUDENT_ROUTES.map(({ name, path }) => (
              <Route key={name} path={path} element={<ConsentGate waitForConsent={name === 'onboarding'}>{PAGES[name]}</ConsentGate>} />
            ))}
            <Route path="*" element={<StudentNotFoundPage />} />
          </Routes>
        </Suspense>
      </QueryProvider>
    </AppProviders>
  );
}
