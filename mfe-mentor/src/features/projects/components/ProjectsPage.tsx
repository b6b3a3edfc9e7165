/** /mentor/projects: the project of each batch the mentor supervises (their specializations in the active cohort and their interns' cohorts), each edited and saved on its own. */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { PageHeading, PageText } from '@portal/shared-ui/components/PageHeading';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import { usePageTitle } from '@portal/shared-ui/hooks/use-page-title';
import { MentorMain } from '../../../components/MentorMain';
import { mentorMeQuery } from '../../../lib/mentor-me-query';
import { useBatches } from '../hooks/use-batches';
import { ProjectForm } from './ProjectForm';

export const BATCHES_LOAD_FAILED = 'Failed to load your projects.';

export function ProjectsPage() {
  usePageTitle('Projects');
  const me = useQuery(mentorMeQuery());
  const { batches, isPending, error, refetch } = useBatches(me.data);
  const failed = me.error ?? error;
  return (
    <MentorMain>
      <Link to="/mentor">← My interns</Link>
      <PageHeading style={{ fontSize: 28, marginTop: 8 }}>Projects</PageHeading>
      <PageText secondary>Each batch’s project is shown to its interns on their internship page.</PageText>
      {failed ? (
        <LoadError message={BATCHES_LOAD_FAILED} error={failed} onRetry={() => void Promise.all([me.refetch(), refetch()])} />
      ) : me.isPending || isPending ? (
        <Spinner />
      ) : batches.length === 0 ? (
        <PageText>You supervise no specialization yet: an admin sets yours in your mentor profile.</PageText>
      ) : (
        batches.map((batch) => <ProjectForm key={`${batch.cohortId}/${batch.specialization}`} batch={batch} />)
      )}
    </MentorMain>
  );
}
