/**
 * The grid as a CSV file: one row per student (name, e-mail, student ID, each session's mark,
 * attended, held, percent), a UTF-8 BOM so spreadsheet programs read non-Latin names, and text a
 * student typed made formula-safe as the invoices' export does.
 */
import { stringify } from 'csv-stringify/sync';
import { istDateLabel } from '@portal/domain/calendar';
import type { AttendanceGrid } from '@portal/domain/views/training';
import { spreadsheetText } from '../../lib/invoice-csv.ts';

export function attendanceCsv(grid: AttendanceGrid): string {
  const header = [
    'Name',
    'E-mail',
    'Student ID',
    ...grid.sessions.map(
      (s) => `Session ${s.number} (${istDateLabel(new Date(s.startsAt))})${s.status === 'CANCELLED' ? ' cancelled' : ''}`,
    ),
    'Attended',
    'Held',
    'Percent',
  ];
  const rows = grid.rows.map((r) => [
    spreadsheetText(r.name),
    spreadsheetText(r.email),
    r.studentId ?? '',
    ...r.cells.map((c) => c.mark ?? ''),
    String(r.summary.attended),
    String(r.summary.held),
    String(r.summary.percent),
  ]);
  return stringify([header, ...rows], { bom: true });
}
