/** The internship's facts (SPEC §1), those of the student's cohort. */
import { PageText } from '@portal/shared-ui/components/PageHeading';
import { PENDING, useProgramLabels } from '../../../hooks/use-program-labels';
import { FactList } from '../../../components/FactList';
import { RegionPanel } from '../../../components/RegionPanel';

export function InternshipFacts() {
  const labels = useProgramLabels()?.labels;
  return (
    <RegionPanel id="internship-facts" title="About the internship">
      <PageText>
        After the training you join a free, guaranteed internship in the same specialization. You choose its start date and length when you
        finalize your specialization.
      </PageText>
      <FactList
        facts={[
          ['Starts on', labels?.internshipStartDays ?? PENDING],
          ['Length', labels ? `${labels.internshipDurations}, your choice` : PENDING],
          ['Cost', 'Free and guaranteed'],
          ['Stipend', labels?.stipendNote ?? PENDING],
          ['Afterwards', 'A job or Pre-Placement Offer (PPO) in the same specialization'],
        ]}
      />
    </RegionPanel>
  );
}
