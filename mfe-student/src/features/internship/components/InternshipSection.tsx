/**
 * /student-main/internship (SPEC §1): once the specialization is final (step 4), the student's
 * internship — when it starts, the project, the mentor and their contact, the weeks with their due
 * dates and report states, a report form per open week, the mentor's comments, the evaluation once
 * given, the stipend and its decision, and what each certificate needs — then the program's facts. Before step 4 the API answers
 * 409 with the reason, said here with the way to it.
 */
import { useQuery } from '@tanstack/react-query';
import { Flex, Skeleton } from 'antd';
import { ApiError } from '@portal/shared-ui/api/api-client';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { Panel } from '@portal/shared-ui/components/Panel';
import { SpecializationLocked } from '../../../components/SpecializationLocked';
import { internshipQuery } from '../api/internship-api';
import { CertificateNeeds } from './CertificateNeeds';
import { EvaluationPanel } from './EvaluationPanel';
import { InternshipFacts } from './InternshipFacts';
import { InternshipPlan } from './InternshipPlan';
import { InternshipWeeks } from './InternshipWeeks';
import { StipendPanel } from './StipendPanel';

export const INTERNSHIP_LOAD_FAILED = 'Failed to load your internship.';
export const LOCKED_TITLE = 'Your internship plan opens once your specialization is final';

function YourInternship() {
  const internship = useQuery(internshipQuery);
  if (internship.error instanceof ApiError && internship.error.status === 409)
    return <SpecializationLocked title={LOCKED_TITLE} error={internship.error} />;
  if (internship.isError) {
    return (
      <Panel>
        <LoadError message={INTERNSHIP_LOAD_FAILED} error={internship.error} onRetry={() => void internship.refetch()} />
      </Panel>
    );
  }
  if (!internship.data) {
    return (
      <Panel aria-busy="true" aria-label="Loading your internship">
        <Skeleton active paragraph={{ rows: 6 }} />
      </Panel>
    );
  }
  const view = internship.data;
  return (
    <>
      <InternshipPlan view={view} />
      {view.evaluation && <EvaluationPanel evaluation={view.evaluation} />}
      <StipendPanel />
      <InternshipWeeks weeks={view.weeks} />
      <CertificateNeeds needs={view.certificateNeeds} />
    </>
  );
}

export function InternshipSection() {
  return (
    <Flex vertical gap={16}>
      <YourInternship />
      <InternshipFacts />
    </Flex>
  );
}
