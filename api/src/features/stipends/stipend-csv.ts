/**
 * The CA's CSV of a month's stipend payouts: one row per payout, money in rupees with two decimals,
 * a total row, a UTF-8 BOM, names made formula-safe (invoice-csv.ts).
 */
import { stringify } from 'csv-stringify/sync';
import { minorToMajorString } from '@portal/domain/money';
import type { StipendPayoutMonth } from '@portal/domain/views/stipend';
import { spreadsheetText } from '../../lib/invoice-csv.ts';

const STIPEND_CSV_COLUMNS = ['Paid on (IST)', 'Intern', 'Student ID', 'Cohort', 'Amount (INR)', 'UTR'] as const;

export const stipendCsvFileName = (month: string) => `stipends-${month}.csv`;

export function stipendPayoutsCsv(month: Pick<StipendPayoutMonth, 'items' | 'count' | 'totalMinor'>): string {
  const rows = month.items.map((p) => [
    p.paidOn,
    spreadsheetText(p.name),
    p.studentId ?? '',
    spreadsheetText(p.cohortName),
    minorToMajorString(p.amountMinor),
    p.utr,
  ]);
  rows.push(['Total', `${month.count} payouts`, '', '', minorToMajorString(month.totalMinor), '']);
  return stringify(rows, { header: true, columns: [...STIPEND_CSV_COLUMNS], bom: true });
}
