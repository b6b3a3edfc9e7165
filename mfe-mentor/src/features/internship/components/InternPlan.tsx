/** The intern's plan: the batch's project, the period and the weeks' count (India time). */
import { useQuery } from '@tanstack/react-query';
import type { MentorInternshipView } from '@portal/domain/views/internship';
import { PageText, SectionHeading } from '@portal/shared-ui/components/PageHeading';
import { TextFacts } from '@portal/shared-ui/components/TextFacts';
import { Link } from 'react-router-dom';
import { dateRangeWords } from '@portal/domain/calendar';
import { projectQuery } from '../../../lib/project-query';

export const PROJECT_LOAD_FAILED = 'Failed to load the project.';

export function InternPlan({ internship }: { internship: MentorInternshipView }) {
  const project = useQuery(projectQuery(internship.cohortId, internship.specialization));
  const written = project.data?.project;
  const facts: [string, string][] = written
    ? [
        ['Description', written.description],
        ['Deliverables', written.deliverables || '—'],
        ['Repository expectations', written.repositoryExpectations || '—'],
      ]
    : [];
  return (
    <section aria-labelledby="intern-plan" style={{ marginTop: 16 }}>
      <SectionHeading id="intern-plan" fontSize={20}>
        Plan
      </SectionHeading>
      <PageText>
        {`${internship.specialization}: ${dateRangeWords(internship.startDate, internship.endDate)}, ${internship.durationWeeks} weeks${internship.started ? '' : ' (not started yet)'}.`}
      </PageText>
      {project.isError && <PageText secondary>{PROJECT_LOAD_FAILED}</PageText>}
      {project.data && !written && (
        <>
          <PageText secondary>No project is written for this batch yet.</PageText>
          <Link to="/mentor/projects">Write it on the projects page</Link>
        </>
      )}
      {written && (
        <>
          <PageText strong>Project: {written.title}</PageText>
          <TextFacts facts={facts} />
        </>
      )}
    </section>
  );
}
