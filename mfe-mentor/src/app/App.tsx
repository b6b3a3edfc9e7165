// Exposed as mfe_mentor/App: the mentor area's routes (app/routes.ts) and its own not-found page for
// any other path under /mentor. Each page is its own chunk; its server data goes through TanStack
// Query (the shared client).
import { lazy, type ReactNode } from 'react';
import { AreaRoutes } from '@portal/shared-ui/components/AreaRoutes';
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
  return <AreaRoutes pages={MENTOR_ROUTES.map((route) => ({ ...route, element: PAGES[route.name] }))} notFound={<MentorNotFoundPage />} />;
}
