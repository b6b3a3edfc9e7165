/** /student-main/training: the training's facts (SPEC §1). */

import { Panel } from '@portal/shared-ui/components/Panel';
import { PageText } from '@portal/shared-ui/components/PageHeading';
import { TRAINING_FEE_MINOR } from '@portal/domain/constants';
import { formatMoney } from '@portal/domain/money';
import { CERTIFICATES, TRAINING_DATES, TRAINING_DAYS, TRAINING_HOURS } from '@portal/domain/program';
import { FactList } from './FactList';

export function TrainingSection() {
  return (
    <Panel>
      <PageText>
        Four weeks of live online training in your specialization: the first part of your journey, followed by the internship and a job or
        PPO in the same specialization.
      </PageText>
      <FactList
        facts={[
          ['Format', 'Live, online'],
          ['Length', 'Four weeks'],
          ['Schedule', `${TRAINING_DAYS}, ${TRAINING_HOURS}`],
          ['First cohort', TRAINING_DATES],
          ['Fee', `${formatMoney(TRAINING_FEE_MINOR)} (training only; the internship is free)`],
          ['Certificates', CERTIFICATES.join(', ')],
        ]}
      />
    </Panel>
  );
}
