/** Attendance so far, the certificate's rule, and what the remaining sessions still need. */
import { Alert } from 'antd';
import type { AttendanceSummary } from '@portal/domain/views/training';
import { LinkButton } from '@portal/shared-ui/components/LinkButton';
import { PageText } from '@portal/shared-ui/components/PageHeading';
import { attendedLabel, certificateRuleLabel, lineStanding } from '../lib/training-labels';
import { RegionPanel } from '../../../components/RegionPanel';

const HEADING_ID = 'training-attendance';

export function AttendancePanel({ summary }: { summary: AttendanceSummary }) {
  const standing = lineStanding(summary);
  return (
    <RegionPanel id={HEADING_ID} title="Your attendance">
      <PageText strong style={{ fontSize: 16 }}>
        {attendedLabel(summary)}
      </PageText>
      <PageText>
        {certificateRuleLabel(summary)} Held sessions are those that took place; a cancelled session does not count. Present, late and
        excused count as attended.
      </PageText>
      <Alert
        type={standing.tone}
        showIcon
        title={standing.text}
        action={standing.tone === 'error' ? <LinkButton to="/student-main/contact">Contact us</LinkButton> : undefined}
      />
    </RegionPanel>
  );
}
