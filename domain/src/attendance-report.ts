/**
 * A meeting platform's participant report, read as the platform exports it: Zoom's "Participants"
 * export (one row per join, so a rejoin is a second row; with "Export with meeting data" it starts
 * with a meeting-summary block) or Google Meet's attendance report (one row per person). The format
 * is known by its header row; times without a zone are India time, as the program's meetings run.
 */
import { IST_OFFSET_MS } from './calendar.ts';
import { markFromJoin, type AttendanceMark } from './training.ts';

export const ATTENDANCE_REPORT_FORMATS = ['ZOOM', 'GOOGLE_MEET'] as const;
export type AttendanceReportFormat = (typeof ATTENDANCE_REPORT_FORMATS)[number];

const ZOOM_COLUMNS = ['Name (original name)', 'User email', 'Join time', 'Leave time', 'Duration (minutes)', 'Guest'] as const;
const MEET_COLUMNS = ['First name', 'Last name', 'Email', 'Duration', 'Time joined', 'Time exited'] as const;

export const UNKNOWN_REPORT_MESSAGE =
  `This file is neither a Zoom participants report (columns: ${ZOOM_COLUMNS.join(', ')}) ` +
  `nor a Google Meet attendance report (columns: ${MEET_COLUMNS.join(', ')}).`;

/** One person of the report: their minutes summed over every row (rejoins), their first join. */
export interface ReportAttendee {
  email: string;
  minutes: number;
  firstJoin: Date | null;
  guest: boolean;
}

export type ParsedAttendanceReport =
  | {
      ok: true;
      format: AttendanceReportFormat;
      /** Participant rows read (the summary block and blank lines not counted). */
      rows: number;
      attendees: ReportAttendee[];
      /** E-mails on several rows, in order of first appearance. */
      duplicateEmails: string[];
      /** Rows without an e-mail (a guest who gave none) or marked as a guest. */
      guests: number;
    }
  | { ok: false; error: string };

/** RFC 4180 fields: quotes, doubled quotes, commas and line breaks inside quotes; CRLF or LF. */
export function csvRecords(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}

const normalized = (header: string): string => header.trim().toLowerCase().replace(/\s+/g, ' ');

/** Where a report's facts are, by column index (-1: the format has no such column). */
interface ReportColumns {
  email: number;
  join: number;
  duration: number;
  guest: number;
}

function columnsOf(header: readonly string[], columns: readonly string[]): number[] | null {
  const names = header.map(normalized);
  const indexes = columns.map((c) => names.indexOf(c.toLowerCase()));
  return indexes.every((i) => i >= 0) ? indexes : null;
}

/** The participants' header row (after Zoom's meeting summary, when there is one), its format and columns. */
function findHeader(records: readonly string[][]): { format: AttendanceReportFormat; at: number; columns: ReportColumns } | null {
  for (const [at, record] of records.entries()) {
    const zoom = columnsOf(record, ZOOM_COLUMNS);
    if (zoom) {
      const [, email = -1, join = -1, , duration = -1, guest = -1] = zoom;
      return { format: 'ZOOM', at, columns: { email, join, duration, guest } };
    }
    const meet = columnsOf(record, MEET_COLUMNS);
    if (meet) {
      const [, , email = -1, duration = -1, join = -1] = meet;
      return { format: 'GOOGLE_MEET', at, columns: { email, join, duration, guest: -1 } };
    }
  }
  return null;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function istInstant(year: number, month: number, day: number, hour: number, minute: number, second: number): Date {
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second) - IST_OFFSET_MS);
}

function hour24(hour: number, meridiem: string | undefined): number {
  if (!meridiem) return hour;
  const pm = meridiem.toLowerCase() === 'pm';
  return (hour % 12) + (pm ? 12 : 0);
}

const CLOCK = String.raw`(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AaPp][Mm])?`;
const US_DATE_TIME = new RegExp(String.raw`^(\d{1,2})/(\d{1,2})/(\d{4}),?\s+${CLOCK}$`);
const ISO_DATE_TIME = new RegExp(String.raw`^(\d{4})-(\d{2})-(\d{2})[ T]${CLOCK}$`);
const MONTH_NAME_DATE_TIME = new RegExp(String.raw`^([A-Za-z]{3})[a-z]*\.? (\d{1,2}),? (\d{4}),?\s+${CLOCK}$`);
const TIME_ONLY = new RegExp(String.raw`^${CLOCK}$`);

/**
 * A report's time: an ISO instant with its zone as it says; Zoom's "11/03/2025 06:31:12 PM", an
 * ISO date and time or "Nov 3, 2025 6:31 PM" without a zone in India time; Meet's "6:31 PM" on
 * the session's India-time day. Null when unreadable.
 */
export function reportTime(text: string, sessionDay: string): Date | null {
  const value = text.trim();
  if (/[zZ]$|[+-]\d{2}:?\d{2}$/.test(value) && /^\d{4}-\d{2}-\d{2}T/.test(value)) {
    const at = new Date(value);
    return Number.isNaN(at.getTime()) ? null : at;
  }
  const clock = (m: RegExpMatchArray, from: number) =>
    [hour24(Number(m[from]), m[from + 3]), Number(m[from + 1]), Number(m[from + 2] ?? 0)] as const;
  let m = US_DATE_TIME.exec(value);
  if (m) return istInstant(Number(m[3]), Number(m[1]), Number(m[2]), ...clock(m, 4));
  m = ISO_DATE_TIME.exec(value);
  if (m) return istInstant(Number(m[1]), Number(m[2]), Number(m[3]), ...clock(m, 4));
  m = MONTH_NAME_DATE_TIME.exec(value);
  const month = MONTHS.indexOf(m?.[1]?.toLowerCase() ?? '');
  if (m && month >= 0) return istInstant(Number(m[3]), month + 1, Number(m[2]), ...clock(m, 4));
  m = TIME_ONLY.exec(value);
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(sessionDay);
  if (m && day) return istInstant(Number(day[1]), Number(day[2]), Number(day[3]), ...clock(m, 1));
  return null;
}

/** Zoom's whole minutes, or Meet's "1 hr 52 min" / "58 min" / "45 sec" / "1:52:10"; null when unreadable. */
export function reportMinutes(text: string): number | null {
  const value = text.trim().toLowerCase();
  if (/^\d+(\.\d+)?$/.test(value)) return Number(value);
  const clock = /^(\d+):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (clock)
    return clock[3] === undefined
      ? Number(clock[1]) + Number(clock[2]) / 60
      : Number(clock[1]) * 60 + Number(clock[2]) + Number(clock[3]) / 60;
  const parts = [...value.matchAll(/(\d+(?:\.\d+)?)\s*(hours?|hrs?|h|minutes?|mins?|m|seconds?|secs?|s)\b/g)];
  if (
    parts.length === 0 ||
    parts
      .map((p) => p[0])
      .join(' ')
      .replace(/\s+/g, '') !== value.replace(/\s+/g, '')
  )
    return null;
  return parts.reduce((sum, [, amount, unit = '']) => {
    const n = Number(amount);
    if (unit.startsWith('h')) return sum + n * 60;
    if (unit.startsWith('m')) return sum + n;
    return sum + n / 60;
  }, 0);
}

const yes = (text: string): boolean => /^(yes|true|y|1)$/i.test(text.trim());

/**
 * The report as attendees by e-mail (lower-cased), or the error to show: unknown headers name the
 * expected columns; an unreadable duration or time names its row (1-based, as a spreadsheet shows).
 */
export function parseAttendanceReport(text: string, sessionDay: string): ParsedAttendanceReport {
  const records = csvRecords(text);
  const header = findHeader(records);
  if (!header) return { ok: false, error: UNKNOWN_REPORT_MESSAGE };
  const { columns } = header;
  const byEmail = new Map<string, ReportAttendee>();
  const duplicates = new Set<string>();
  let rows = 0;
  let guests = 0;
  for (const [at, record] of records.entries()) {
    if (at <= header.at || record.every((cell) => cell.trim() === '')) continue;
    rows++;
    const line = at + 1;
    const cell = (i: number) => (record[i] ?? '').trim();
    const minutes = reportMinutes(cell(columns.duration));
    if (minutes === null) return { ok: false, error: `Line ${line}: the duration "${cell(columns.duration)}" is not a number of minutes.` };
    const joinText = cell(columns.join);
    const firstJoin = joinText === '' ? null : reportTime(joinText, sessionDay);
    if (joinText !== '' && firstJoin === null)
      return { ok: false, error: `Line ${line}: the join time "${joinText}" is not a date and time.` };
    const address = cell(columns.email).toLowerCase();
    const guest = columns.guest >= 0 && yes(cell(columns.guest));
    if (address === '' || guest) guests++;
    if (address === '') continue;
    const known = byEmail.get(address);
    if (!known) {
      byEmail.set(address, { email: address, minutes, firstJoin, guest });
      continue;
    }
    duplicates.add(address);
    known.minutes += minutes;
    known.guest &&= guest;
    if (firstJoin && (!known.firstJoin || firstJoin < known.firstJoin)) known.firstJoin = firstJoin;
  }
  return { ok: true, format: header.format, rows, attendees: [...byEmail.values()], duplicateEmails: [...duplicates], guests };
}

/** What a session's length and start make of a report's minutes and first join. */
export interface MarkedSession {
  startsAt: Date;
  endsAt: Date;
}

/**
 * PRESENT when the minutes reach `presentSharePercent` of the session's length; LATE when they do
 * but the first join came more than LATE_AFTER_MINUTES after the start; ABSENT otherwise.
 */
export function markFromReport(
  minutes: number,
  firstJoin: Date | null,
  session: MarkedSession,
  presentSharePercent: number,
): AttendanceMark {
  const length = (session.endsAt.getTime() - session.startsAt.getTime()) / 60_000;
  if (minutes < (length * presentSharePercent) / 100) return 'ABSENT';
  return firstJoin ? markFromJoin(firstJoin, session) : 'PRESENT';
}

export const ATTENDANCE_REASON_MAX = 500;

/** What the admin's grid, mark and import answer in words. */
export const ATTENDANCE_MESSAGES = {
  excusedNeedsReason: `An excused absence needs a reason (1 to ${ATTENDANCE_REASON_MAX} characters of plain text).`,
  correctionNeedsReason: `This session's day has ended, so its marks are final: a correction needs a reason (1 to ${ATTENDANCE_REASON_MAX} characters of plain text).`,
  reasonInvalid: `Please write the reason as plain text (1 to ${ATTENDANCE_REASON_MAX} characters).`,
  markInvalid: 'Please choose PRESENT, LATE, ABSENT or EXCUSED.',
  studentNotInBatch: "This student is not in this session's batch.",
  batchNotFound: 'No training batch has this cohort and specialization.',
  sessionNotFound: 'Session not found.',
  sessionCancelled: 'This session was cancelled: it has no attendance to mark.',
  reportEmpty: 'Please upload the CSV file the meeting platform exported.',
} as const;
