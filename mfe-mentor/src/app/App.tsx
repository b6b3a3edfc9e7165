// Exposed as mfe_mentor/App: the mentor area's routes (app/routes.ts), relative to where the shell
// mounts it, and its own not-found page for any other path under /mentor, inside this remote's own
// antd providers (antd is compiled into each remote, not shared). Each page is its own chunk, so a
// route downloads only the antd components its screen uses. Its server data goes through TanStack
// Query (the shared client).
import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AppProviders } from '@portal/shared-ui/components/AppProviders';
import { QueryProvider } from '@portal/shared-ui/components/QueryProvider';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import { MENTOR_ROUTES, type MentorRouteName } from './routes';

const MentorHomePage = lazy(() => import('../features/interns/components/MentorHomePage').then((m) => ({ default: m.MentorHomePage })));
const InternPage = lazy(() => import('../features/internship/components/InternPage').then((m) => ({ default: m.InternPage })));
const ProjectsPage = lazy(() => import('../features/projects/components/ProjectsPage').then((m) => ({ default: m.ProjectsPage })));
const MentorNotFoundPage = lazy(() => import('../components/MentorNotFoundPage').then((m) => ({ default: m.MentorNotFoundPage })));

const RecommendationEditor = lazy(() =>
  import('../features/recommendation/components/RecommendationEditor').then((m) => ({ default: m.RecommendationEditor })),
);

const PAGES: Record<MentorRouteName, ReactNode> = {
  home: <MentorHomePage />,
  intern: <InternPage recommendation={(internId) => <RecommendationEditor internId={internId} />} />,
  projects: <ProjectsPage />,
};

export default function App() {
  return (
    <AppProviders>
      <QueryProvider>
        <Suspense fallback={<Spinner />}>
          <Routes>
            {MENTOR_ROUTES.map((route) => (
              <Route key={route.name} path={route.path} element={PAGES[route.name]} />
            ))}
            <Route path="*" element={<MentorNotFoundPage />} />
          </Routes>
        </Suspense>
      </QueryProvider>
    </AppProviders>
  );
}
