/** Attendance so far, the certificate's rule, and what the remaining sessions still need. */
import { Alert } from 'antd';
import type { AttendanceSummary } from '@portal/domain/views/training';
import { PageText, SectionHeading } from '@portal/shared-ui/components/PageHeading';
import { Panel } from '@portal/shared-ui/components/Panel';
import { attendedLabel, certificateRuleLabel, lineStanding } from '../lib/training-labels';

const HEADING_ID = 'training-attendance';

export function AttendancePanel({ summary }: { summary: AttendanceSummary }) {
  const standing = lineStanding(summary);
  return (
    <Panel role="region" aria-labelledby={HEADING_ID}>
      <SectionHeading level={2} id={HEADING_ID} style={{ marginTop: 0, fontSize: 20 }}>
        Your attendance
      </SectionHeading>
      <PageText strong style={{ fontSize: 16 }}>
        {attendedLabel(summary)}
      </PageText>
      <PageText>
        {certificateRuleLabel(summary)} Held sessions are those that took place; a cancelled session does not count. Present, late and
        excused count as attended.
      </PageText>
      <Alert type={standing.tone} showIcon title={standing.text} />
    </Panel>
  );
}
