/** /admin/stipends: each cohort's stipend criteria, and the stipends of the interns whose internship has ended. */
import { AdminPageLayout } from '../../../components/AdminPageLayout';
import { StipendCriteriaPanel } from './StipendCriteriaPanel';
import { StipendDecisions } from './StipendDecisions';

export const STIPENDS_TITLE = 'Stipends';

export function StipendsPage() {
  return (
    <AdminPageLayout
      title={STIPENDS_TITLE}
      intro="Publish each cohort's stipend criteria; at the end of each internship the portal proposes the stipend from them. Approve it or change it with a reason: the intern is mailed a signed stipend letter. Then record the payout with its bank reference."
    >
      <StipendCriteriaPanel />
      <StipendDecisions />
    </AdminPageLayout>
  );
}
