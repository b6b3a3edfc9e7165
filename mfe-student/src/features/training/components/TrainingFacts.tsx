/** The training's facts (SPEC §1), those of the student's cohort. */
import { PageText } from '@portal/shared-ui/components/PageHeading';
import { feeLabels } from '@portal/domain/pricing';
import { CERTIFICATES } from '@portal/domain/program';
import { PENDING, useProgramLabels } from '../../../hooks/use-program-labels';
import { FactList } from '../../../components/FactList';
import { RegionPanel } from '../../../components/RegionPanel';

const HEADING_ID = 'training-facts';

export function TrainingFacts() {
  const program = useProgramLabels();
  const labels = program?.labels;
  const fee = program ? feeLabels(program.feeMinor) : null;
  return (
    <RegionPanel id={HEADING_ID} title="About the training">
      <PageText>
        Four weeks of live online training in your specialization: the first part of your journey, followed by the internship and a job or
        PPO in the same specialization.
      </PageText>
      <FactList
        facts={[
          ['Format', 'Live, online'],
          ['Length', 'Four weeks'],
          ['Schedule', labels ? `${labels.trainingDays}, ${labels.trainingHours}` : PENDING],
          [labels ? `Your cohort (${labels.cohortName})` : 'Your cohort', labels?.trainingDates ?? PENDING],
          ['Fee', fee ? `${fee.total}, ${fee.inclusive} (training only; the internship is free)` : PENDING],
          ['Certificates', CERTIFICATES.join(', ')],
        ]}
      />
    </RegionPanel>
  );
}
