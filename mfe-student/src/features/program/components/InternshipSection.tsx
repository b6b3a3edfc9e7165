/** /student-main/internship: the internship's facts (SPEC §1). */

import { Panel } from '@portal/shared-ui/components/Panel';
import { PageText } from '@portal/shared-ui/components/PageHeading';
import { INTERNSHIP_DURATIONS, INTERNSHIP_START_DAYS, STIPEND_NOTE } from '@portal/domain/program';
import { FactList } from './FactList';

export function InternshipSection() {
  return (
    <Panel>
      <PageText>
        After the training you join a free, guaranteed internship in the same specialization. You choose its start date and length when you
        finalize your specialization.
      </PageText>
      <FactList
        facts={[
          ['Starts on', INTERNSHIP_START_DAYS],
          ['Length', `${INTERNSHIP_DURATIONS}, your choice`],
          ['Cost', 'Free and guaranteed'],
          ['Stipend', STIPEND_NOTE],
          ['Afterwards', 'A job or Pre-Placement Offer (PPO) in the same specialization'],
        ]}
      />
    </Panel>
  );
}
