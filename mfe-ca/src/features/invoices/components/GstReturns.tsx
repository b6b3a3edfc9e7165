/**
 * The GST returns block of /ca: the return period (last month by default, as a month's returns are
 * filed in the next; never later than the current month in India) with the days its GSTR-1 and
 * GSTR-3B are due, the GSTR-1 downloads, the period's GSTR-3B figures with their CSV, and beside
 * them the running figures of the month in progress, so the period's figures are not taken for the
 * current ones.
 */
import { Button, Flex, Input, theme } from 'antd';
import { useState } from 'react';
import { istDay, monthLabel, shiftMonths } from '@portal/domain/calendar';
import { RETURN_MONTH_PATTERN, returnDueDays } from '@portal/domain/invoice-queries';
import { Panel } from '@portal/shared-ui/components/Panel';
import { PageText, SectionHeading } from '@portal/shared-ui/components/PageHeading';
import { formatDate } from '@portal/shared-ui/lib/format';
import type { useInvoiceFiles } from '../hooks/use-invoice-files';
import { Gstr1Export } from './Gstr1Export';
import { Gstr3bFigures } from './Gstr3bFigures';

const monthOf = (day: string) => day.slice(0, 7);
const RETURN_MONTH = new RegExp(RETURN_MONTH_PATTERN);
const dayLabel = (day: string) => formatDate(`${day}T12:00:00+05:30`);

/** Why the period cannot be exported, in words beside the field; null when it can. */
function returnPeriodProblem(month: string, currentMonth: string): string | null {
  if (!RETURN_MONTH.test(month)) return 'Choose a month (YYYY-MM) to export.';
  if (month > currentMonth) return `${monthLabel(month)} has not begun: choose ${monthLabel(currentMonth)} or an earlier month to export.`;
  return null;
}

/** "GSTR-1 due by 11 Nov 2026, GSTR-3B by 20 Nov 2026" ("was due" once the day has passed). */
function dueLine(month: string, today: string): string {
  const due = returnDueDays(month);
  const verb = (day: string) => (day < today ? 'was due' : 'due');
  return `GSTR-1 ${verb(due.gstr1)} by ${dayLabel(due.gstr1)}, GSTR-3B ${verb(due.gstr3b)} by ${dayLabel(due.gstr3b)}.`;
}

export function GstReturns({ files }: { files: ReturnType<typeof useInvoiceFiles> }) {
  const today = istDay(new Date());
  const currentMonth = monthOf(today);
  const [month, setMonth] = useState(() => monthOf(shiftMonths(today, -1)));
  const { token } = theme.useToken();
  const problem = returnPeriodProblem(month, currentMonth);
  const valid = problem === null;
  const period = valid ? monthLabel(month) : null;

  return (
    <Panel className="ca-returns">
      <Flex gap={8} align="center" wrap>
        <label htmlFor="return-period">Return period</label>
        <Input
          id="return-period"
          type="month"
          value={month}
          max={currentMonth}
          onChange={(e) => setMonth(e.target.value)}
          status={valid ? undefined : 'error'}
          aria-invalid={!valid}
          aria-describedby={valid ? 'return-period-due' : 'return-period-problem'}
          style={{ width: 170 }}
        />
        {valid && (
          <span id="return-period-due" style={{ color: token.colorTextSecondary }}>
            {dueLine(month, today)}
          </span>
        )}
        {problem && (
          <span id="return-period-problem" role="alert" style={{ color: token.colorErrorText }}>
            {problem}
          </span>
        )}
      </Flex>
      <div className="ca-returns-grid">
        <section className="ca-return ca-return-wide" aria-labelledby="ca-gstr1">
          <SectionHeading id="ca-gstr1" level={3} fontSize={16}>
            GSTR-1{period && `, ${period}`}
          </SectionHeading>
          <Gstr1Export month={month} disabled={!valid} files={files} />
        </section>
        {valid && (
          <section className="ca-return" aria-labelledby="ca-gstr3b">
            <SectionHeading id="ca-gstr3b" level={3} fontSize={16}>
              GSTR-3B, {period}
            </SectionHeading>
            <Gstr3bFigures month={month} />
            <Button onClick={() => void files.exportGstr3b(month)} loading={files.busy?.action === 'gstr3b'}>
              Export GSTR-3B as CSV
            </Button>
          </section>
        )}
        {valid && month !== currentMonth && (
          <section className="ca-return" aria-labelledby="ca-running">
            <SectionHeading id="ca-running" level={3} fontSize={16}>
              {monthLabel(currentMonth)} so far
            </SectionHeading>
            <PageText secondary>The month in progress, up to today: not a return period yet. {dueLine(currentMonth, today)}</PageText>
            <Gstr3bFigures month={currentMonth} />
          </section>
        )}
      </div>
    </Panel>
  );
}
