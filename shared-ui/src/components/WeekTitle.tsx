/** An internship week's heading (its number and days, India time) with its report's state, on the intern's page and the mentor's. */
import { Flex } from 'antd';
import { REPORT_STATE_LABELS } from '@portal/domain/internship';
import type { WeekView } from '@portal/domain/views/internship';
import { SectionHeading } from '@portal/shared-ui/components/PageHeading';
import { StatusTag } from '@portal/shared-ui/components/StatusTag';
import { dateRangeWords } from '@portal/domain/calendar';
import { STATE_TONES } from '@portal/shared-ui/lib/internship-labels';

export function WeekTitle({ week, headingId }: { week: Pick<WeekView, 'number' | 'firstDay' | 'lastDay' | 'state'>; headingId: string }) {
  return (
    <Flex wrap align="center" gap={8}>
      {/* Focusable from script (not by Tab): a decision that removes the button that had the keyboard gives it to the week. */}
      <SectionHeading level={3} id={headingId} tabIndex={-1} style={{ margin: 0, fontSize: 17 }}>
        Week {week.number}: {dateRangeWords(week.firstDay, week.lastDay)}
      </SectionHeading>
      <StatusTag tone={STATE_TONES[week.state]}>{REPORT_STATE_LABELS[week.state]}</StatusTag>
    </Flex>
  );
}
