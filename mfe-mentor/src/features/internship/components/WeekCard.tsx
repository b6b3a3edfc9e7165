/** One week of the intern's plan: its days and due minute (India time), its state, the report, the last review, and the mentor's actions. */
import { Alert, Flex } from 'antd';
import { REPORT_STATE_LABELS } from '@portal/domain/internship';
import type { WeekView } from '@portal/domain/views/internship';
import { PageText, SectionHeading, Text } from '@portal/shared-ui/components/PageHeading';
import { StatusTag } from '@portal/shared-ui/components/StatusTag';
import { formatDateTime } from '@portal/shared-ui/lib/format';
import { dayLabel, STATE_TONES } from '@portal/shared-ui/lib/internship-labels';
import { lastReview } from '../lib/last-review';
import { ReportText } from './ReportText';
import { ReviewActions } from './ReviewActions';

export function WeekCard({ internId, week }: { internId: string; week: WeekView }) {
  const headingId = `week-${week.number}`;
  const { report } = week;
  const review = lastReview(report);
  return (
    <li aria-labelledby={headingId} style={{ listStyle: 'none', borderTop: '1px solid #e5e7eb', paddingTop: 12, marginTop: 12 }}>
      <Flex vertical gap={8}>
        <Flex wrap align="center" gap={8}>
          <SectionHeading level={3} id={headingId} style={{ margin: 0, fontSize: 17 }}>
            Week {week.number}: {dayLabel(week.firstDay)} to {dayLabel(week.lastDay)}
          </SectionHeading>
          <StatusTag tone={STATE_TONES[week.state]}>{REPORT_STATE_LABELS[week.state]}</StatusTag>
        </Flex>
        <Text>Report due {formatDateTime(week.dueAt)}.</Text>
        {week.overdue && <Alert type="warning" showIcon title="This week's report is overdue." />}
        {week.waiverReason && <PageText>Waived: {week.waiverReason}</PageText>}
        {report && (
          <Text>
            Submitted {formatDateTime(report.submittedAt)}
            {report.late ? ', after its due date' : ''}
            {report.updatedAt !== report.submittedAt ? `; last edited ${formatDateTime(report.updatedAt)}` : ''}.
          </Text>
        )}
        {review && (
          <Alert
            type={review.decision === 'ACCEPTED' ? 'success' : 'info'}
            showIcon
            title={`Your review of ${formatDateTime(review.at)}: ${REPORT_STATE_LABELS[review.decision]}`}
            description={review.comment ?? undefined}
          />
        )}
        {report && <ReportText report={report} />}
        <ReviewActions internId={internId} week={week} />
      </Flex>
    </li>
  );
}
