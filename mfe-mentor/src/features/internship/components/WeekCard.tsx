/** One week of the intern's plan: its days and due minute (India time), its state, the report, its latest review and the earlier ones, and the mentor's actions. */
import { Alert, Flex } from 'antd';
import { REPORT_STATE_LABELS } from '@portal/domain/internship';
import type { WeekView } from '@portal/domain/views/internship';
import { PageText, Text } from '@portal/shared-ui/components/PageHeading';
import { EarlierReviews } from '@portal/shared-ui/components/EarlierReviews';
import { ReportSubmittedLine } from '@portal/shared-ui/components/ReportSubmittedLine';
import { WeeklyReportText } from '@portal/shared-ui/components/WeeklyReportText';
import { WeekTitle } from '@portal/shared-ui/components/WeekTitle';
import { formatDateTime } from '@portal/shared-ui/lib/format';
import { ReviewActions } from './ReviewActions';

const REPORT_TEXT_LABELS = { done: 'What was done', next: 'What comes next', hours: 'Hours' };

export function WeekCard({ internId, week }: { internId: string; week: WeekView }) {
  const headingId = `week-${week.number}`;
  const { report } = week;
  const review = report?.reviews.at(-1);
  return (
    <li aria-labelledby={headingId} style={{ listStyle: 'none', borderTop: '1px solid #e5e7eb', paddingTop: 12, marginTop: 12 }}>
      <Flex vertical gap={8}>
        <WeekTitle week={week} headingId={headingId} />
        <Text>Report due {formatDateTime(week.dueAt)}.</Text>
        {week.overdue && <Alert type="warning" showIcon title="This week's report is overdue." />}
        {week.waiverReason && <PageText>Waived: {week.waiverReason}</PageText>}
        {report && <ReportSubmittedLine report={report} />}
        {review && (
          <Alert
            type={review.decision === 'ACCEPTED' ? 'success' : 'info'}
            showIcon
            title={`Your review of ${formatDateTime(review.at)}: ${REPORT_STATE_LABELS[review.decision]}`}
            description={review.comment ?? undefined}
          />
        )}
        {report && <EarlierReviews report={report} />}
        {report && <WeeklyReportText report={report} labels={REPORT_TEXT_LABELS} />}
        <ReviewActions internId={internId} week={week} headingId={headingId} />
      </Flex>
    </li>
  );
}
