/**
 * One internship week: its days, the due moment, the report's state, the mentor's comment or
 * waiver, and the report — as a form while the week is open and not accepted or waived, else read.
 */
import { Alert, Flex } from 'antd';
import { isReportEditable, REPORT_LABELS, REPORT_STATE_LABELS } from '@portal/domain/internship';
import type { ReportView, WeekView } from '@portal/domain/views/internship';
import { PageText, SectionHeading, Text } from '@portal/shared-ui/components/PageHeading';
import { StatusTag } from '@portal/shared-ui/components/StatusTag';
import { formatDateTime } from '@portal/shared-ui/lib/format';
import { dateRangeWords } from '@portal/domain/calendar';
import { STATE_TONES } from '../lib/internship-labels';
import { ReportForm } from './ReportForm';

function ReportText({ report }: { report: ReportView }) {
  const facts: [string, string][] = [
    [REPORT_LABELS.done, report.done],
    [REPORT_LABELS.next, report.next],
    ['Blockers', report.blockers || 'None'],
    [REPORT_LABELS.hours, String(report.hours)],
  ];
  return (
    <dl style={{ margin: 0 }}>
      {facts.map(([label, value]) => (
        <div key={label} style={{ marginBottom: 8 }}>
          <dt style={{ fontWeight: 600 }}>{label}</dt>
          <dd style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{value}</dd>
        </div>
      ))}
      {report.links.length > 0 && (
        <div>
          <dt style={{ fontWeight: 600 }}>Links</dt>
          {report.links.map((link) => (
            <dd key={link} style={{ margin: 0 }}>
              <a href={link} target="_blank" rel="noreferrer noopener">
                {link}
              </a>
            </dd>
          ))}
        </div>
      )}
    </dl>
  );
}

export function WeekItem({ week }: { week: WeekView }) {
  const headingId = `internship-week-${week.number}`;
  const open = week.state !== 'UPCOMING' && isReportEditable(week.state);
  const { report } = week;
  return (
    <li aria-labelledby={headingId} style={{ listStyle: 'none', borderTop: '1px solid #e5e7eb', paddingTop: 12 }}>
      <Flex vertical gap={8}>
        <Flex wrap align="center" gap={8}>
          <SectionHeading level={3} id={headingId} style={{ margin: 0, fontSize: 17 }}>
            Week {week.number}: {dateRangeWords(week.firstDay, week.lastDay)}
          </SectionHeading>
          <StatusTag tone={STATE_TONES[week.state]}>{REPORT_STATE_LABELS[week.state]}</StatusTag>
        </Flex>
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
        {report && (
          <Text>
            Submitted {formatDateTime(report.submittedAt)}
            {report.late ? ', after its due date' : ''}
            {report.updatedAt !== report.submittedAt ? `; last edited ${formatDateTime(report.updatedAt)}` : ''}.
          </Text>
        )}
        {open ? <ReportForm week={week} /> : report && <ReportText report={report} />}
      </Flex>
    </li>
  );
}
