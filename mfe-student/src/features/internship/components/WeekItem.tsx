/**
 * One internship week: its days, the due moment, the report's state, the mentor's latest comment
 * and earlier reviews or the waiver, and the report — as a form while the week is open and not
 * accepted or waived, else read.
 */
import { Alert, Flex } from 'antd';
import { isReportEditable, REPORT_LABELS } from '@portal/domain/internship';
import type { WeekView } from '@portal/domain/views/internship';
import { PageText, Text } from '@portal/shared-ui/components/PageHeading';
import { EarlierReviews } from '@portal/shared-ui/components/EarlierReviews';
import { ReportSubmittedLine } from '@portal/shared-ui/components/ReportSubmittedLine';
import { WeeklyReportText } from '@portal/shared-ui/components/WeeklyReportText';
import { WeekTitle } from '@portal/shared-ui/components/WeekTitle';
import { formatDateTime } from '@portal/shared-ui/lib/format';
import { ReportForm } from './ReportForm';

const REPORT_TEXT_LABELS = { done: REPORT_LABELS.done, next: REPORT_LABELS.next, hours: REPORT_LABELS.hours };

export function WeekItem({ week }: { week: WeekView }) {
  const headingId = `internship-week-${week.number}`;
  const open = week.state !== 'UPCOMING' && isReportEditable(week.state);
  const { report } = week;
  return (
    <li aria-labelledby={headingId} style={{ listStyle: 'none', borderTop: '1px solid #e5e7eb', paddingTop: 12 }}>
      <Flex vertical gap={8}>
        <WeekTitle week={week} headingId={headingId} />
        <Text>Report due {formatDateTime(week.dueAt)}; a later one is marked late.</Text>
        {week.overdue && <Alert type="warning" showIcon title="This week's report is overdue." />}
        {week.waiverReason && <PageText>Your mentor waived this week: {week.waiverReason}</PageText>}
        {report?.reviewComment && (
          <Alert
            type={report.decision === 'ACCEPTED' ? 'success' : 'info'}
            showIcon
            title={report.decision === 'ACCEPTED' ? 'Your mentor accepted this report' : "Your mentor's comment"}
            description={report.reviewComment}
          />
        )}
        {report && <EarlierReviews report={report} />}
        {report && <ReportSubmittedLine report={report} />}
        {open ? <ReportForm week={week} /> : report && <WeeklyReportText report={report} labels={REPORT_TEXT_LABELS} />}
      </Flex>
    </li>
  );
}
