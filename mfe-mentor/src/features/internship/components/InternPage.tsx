/**
 * /mentor/interns/{internId}: one intern's internship as their mentor reviews it — the plan, each
 * week with its report and the mentor's actions, the history of reviews, the final evaluation and the letter of recommendation.
 * An intern the mentor does not supervise (the API's 404) shows the area's not-found page.
 */
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { ApiError } from '@portal/shared-ui/api/api-client';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { PageHeading, PageText, SectionHeading } from '@portal/shared-ui/components/PageHeading';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import { usePageTitle } from '@portal/shared-ui/hooks/use-page-title';
import { MentorMain } from '../../../components/MentorMain';
import { MentorNotFoundPage } from '../../../components/MentorNotFoundPage';
import { internshipQuery } from '../api/internship-api';
import { EvaluationForm } from './EvaluationForm';
import { InternPlan } from './InternPlan';
import { ReviewHistory } from './ReviewHistory';
import { WeekCard } from './WeekCard';

export const INTERNSHIP_LOAD_FAILED = 'Failed to load the internship.';

function InternTitle({ name }: { name: string }) {
  usePageTitle(name);
  return <PageHeading style={{ fontSize: 28, marginTop: 8 }}>{name}</PageHeading>;
}

export interface InternPageProps {
  /** The letter of recommendation the mentor writes for this intern (its own feature, given by the app layer). */
  recommendation?(internId: string): ReactNode;
}

export function InternPage({ recommendation }: InternPageProps = {}) {
  const { internId = '' } = useParams();
  const internship = useQuery(internshipQuery(internId));

  if (internship.error instanceof ApiError && internship.error.status === 404) return <MentorNotFoundPage />;
  const view = internship.data;
  return (
    <MentorMain>
      <Link to="/mentor">← My interns</Link>
      {internship.isError ? (
        <LoadError message={INTERNSHIP_LOAD_FAILED} error={internship.error} onRetry={() => void internship.refetch()} />
      ) : !view ? (
        <Spinner />
      ) : (
        <>
          <InternTitle name={view.name ?? view.email} />
          <PageText secondary>{view.email}</PageText>
          <InternPlan internship={view} />
          <section aria-labelledby="intern-weeks" style={{ marginTop: 16 }}>
            <SectionHeading id="intern-weeks" fontSize={20}>
              Weekly reports
            </SectionHeading>
            <ol style={{ padding: 0, margin: 0 }}>
              {view.weeks.map((week) => (
                <WeekCard key={week.number} internId={view.internId} week={week} />
              ))}
            </ol>
          </section>
          <ReviewHistory weeks={view.weeks} />
          <EvaluationForm internship={view} />
          {recommendation?.(view.internId)}
        </>
      )}
    </MentorMain>
  );
}
