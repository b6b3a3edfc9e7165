/**
 * "Export GSTR-1" for a month: the return's tables as the GSTN offline tool's JSON, or the same
 * tables as CSV, or one section with the headers of the offline tool's sheet (b2cs, hsn(b2c), docs) to
 * paste into it, with the month's GSTR-3B Table 3.1 figures beside them. The month starts at the last one (a month's GSTR-1 is filed in the next) and
 * cannot be later than the current month in India.
 */
import { Button, Flex, Input, theme } from 'antd';
import { useState } from 'react';
import { istDay, shiftMonths } from '@portal/domain/calendar';
import { GSTR1_CSV_SECTIONS, RETURN_MONTH_PATTERN, type Gstr1CsvSection } from '@portal/domain/invoice-queries';
import type { useInvoiceFiles } from '../hooks/use-invoice-files';
import { Gstr3bFigures } from './Gstr3bFigures';

const monthOf = (day: string) => day.slice(0, 7);
/** The offline tool's sheet each section CSV is for. */
const SHEET_NAMES: Record<Gstr1CsvSection, string> = { b2cs: 'b2cs', hsn_b2c: 'hsn(b2c)', docs: 'docs' };
const RETURN_MONTH = new RegExp(RETURN_MONTH_PATTERN);
/** "2026-12" -> "December 2026". */
export const monthLabel = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleString('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Why the month cannot be exported, in words beside the field (only a red outline said so); null when it can. */
export function gstr1MonthProblem(month: string, currentMonth: string): string | null {
  if (!RETURN_MONTH.test(month)) return 'Choose a month (YYYY-MM) to export.';
  if (month > currentMonth) return `${monthLabel(month)} has not begun: choose ${monthLabel(currentMonth)} or an earlier month to export.`;
  return null;
}

export function Gstr1Export({ files }: { files: ReturnType<typeof useInvoiceFiles> }) {
  const today = istDay(new Date());
  const [month, setMonth] = useState(() => monthOf(shiftMonths(today, -1)));
  const { token } = theme.useToken();
  const problem = gstr1MonthProblem(month, monthOf(today));
  const valid = problem === null;
  const busy = (format: 'json' | 'csv' | Gstr1CsvSection) => files.busy?.action === 'gstr1' && files.busy.format === format;

  return (
    <Flex gap={8} align="center" wrap role="group" aria-label="GSTR-1 export">
      <label htmlFor="gstr1-month">GSTR-1 month</label>
      <Input
        id="gstr1-month"
        type="month"
        value={month}
        max={monthOf(today)}
        onChange={(e) => setMonth(e.target.value)}
        status={valid ? undefined : 'error'}
        aria-invalid={!valid}
        aria-describedby={valid ? undefined : 'gstr1-month-problem'}
        style={{ width: 170 }}
      />
      <Button type="primary" onClick={() => void files.exportGstr1(month, 'json')} loading={busy('json')} disabled={!valid}>
        Export GSTR-1
      </Button>
      <Button
        onClick={() => void files.exportGstr1(month, 'csv')}
        loading={busy('csv')}
        disabled={!valid}
        aria-label="Export GSTR-1 as CSV"
      >
        GSTR-1 CSV
      </Button>
      <Flex gap={4} align="center" wrap role="group" aria-label="Offline tool sheets">
        <span>Sheets:</span>
        {GSTR1_CSV_SECTIONS.map((section) => (
          <Button
            key={section}
            size="small"
            onClick={() => void files.exportGstr1Section(month, section)}
            loading={busy(section)}
            disabled={!valid}
            aria-label={`Download the ${SHEET_NAMES[section]} sheet as CSV`}
          >
            {SHEET_NAMES[section]}
          </Button>
        ))}
      </Flex>
      {problem && (
        <span id="gstr1-month-problem" role="alert" style={{ color: token.colorErrorText, flexBasis: '100%' }}>
          {problem}
        </span>
      )}
      {valid && (
        <div style={{ flexBasis: '100%', overflowX: 'auto' }}>
          <Gstr3bFigures month={month} monthLabel={monthLabel(month)} />
        </div>
      )}
    </Flex>
  );
}
