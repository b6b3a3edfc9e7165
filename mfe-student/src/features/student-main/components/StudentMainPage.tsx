/**
 * /student-main/*: the full student dashboard, shown once the ID is verified (SPEC §2). The
 * journey comes from GET /student/journey, so the cards and the API agree on what is locked.
 * Sections are given by the app layer (app/sections.tsx); an unknown one says so.
 */
import { Skeleton } from 'antd';
import { Suspense, lazy, useEffect, useRef } from 'react';
import { Panel } from '@portal/shared-ui/components/Panel';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { usePageTitle } from '@portal/shared-ui/hooks/use-page-title';
import { useMe } from '@portal/shared-ui/hooks/use-me';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { PageContainer } from '../../../components/PageContainer';
import { useJourney } from '../../../hooks/use-journey';
import type { StudentSection } from '../lib/student-section';
import { SectionFrame } from './SectionFrame';

// The overview (step cards, info cards) is its own chunk: a section's page does not download it.
const MainOverview = lazy(() => import('./MainOverview').then((m) => ({ default: m.MainOverview })));

export const UNKNOWN_SECTION = 'Unknown section.';
export const JOURNEY_LOAD_FAILED = 'Failed to load your dashboard.';

/** While the journey loads, or when it cannot. */
function JourneyPending({ error, onRetry }: { error: unknown; onRetry(): void }) {
  usePageTitle('Student dashboard');
  return (
    <PageContainer label="Student dashboard">
      {error ? (
        <LoadError message={JOURNEY_LOAD_FAILED} error={error} onRetry={onRetry} />
      ) : (
        <Panel aria-busy="true" aria-label="Loading your dashboard">
          <Skeleton active paragraph={{ rows: 6 }} />
        </Panel>
      )}
    </PageContainer>
  );
}

export function StudentMainPage({ sections }: { sections: readonly StudentSection[] }) {
  const me = useMe();
  const { data: journey, error, isFetching, refetch } = useJourney();
  // Loaded again on every section change, so a step finished elsewhere (an admin's verification) shows.
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    void refetch();
  }, [pathname, refetch]);

  if (!journey) return <JourneyPending error={isFetching ? null : error} onRetry={() => void refetch()} />;
  // SPEC §2: the full dashboard is shown once the ID is verified.
  if (!journey.steps[0]?.done) return <Navigate to="/dashboard" replace />;

  const stepOf = (key: StudentSection['step']) => journey.steps.find((s) => s.key === key);
  return (
    <PageContainer label="Student dashboard">
      <Routes>
        <Route
          index
          element={
            <Suspense
              fallback={
                <Panel aria-busy="true" aria-label="Loading your dashboard">
                  <Skeleton active paragraph={{ rows: 6 }} />
                </Panel>
              }
            >
              <MainOverview me={me.data ?? null} journey={journey} />
            </Suspense>
          }
        />
        {sections.map((section) => (
          <Route
            key={section.path}
            path={section.path}
            element={
              <SectionFrame title={section.title} step={stepOf(section.step)}>
                {section.element}
              </SectionFrame>
            }
          />
        ))}
        <Route
          path="*"
          element={
            <SectionFrame title={UNKNOWN_SECTION}>
              <Panel>There is no such section of your dashboard.</Panel>
            </SectionFrame>
          }
        />
      </Routes>
    </PageContainer>
  );
}
