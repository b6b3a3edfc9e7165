/**
 * Dates and times a person types (an event's start, an interview slot's, a cohort's days), read
 * strictly: written as ISO 8601, on a day the calendar has (30 February is refused, not rolled over
 * to 2 March) and in a year of the program's, so a slip such as 9999 never becomes a record.
 */
import { isCalendarDay } from './calendar.ts';

/** The years a typed date may fall in: the program began in 2025; anything past 2100 is a slip. */
export const PROGRAM_YEARS = { first: 2020, last: 2100 } as const;

export const DATE_MESSAGES = {
  noSuchDay: 'That day does not exist in the calendar (for example 30 February). Please check the date.',
  outOfYears: `Please give a date in the years ${PROGRAM_YEARS.first} to ${PROGRAM_YEARS.last}.`,
} as const;

/** Why a typed date was refused: not written as one, a day the calendar lacks, or a year outside PROGRAM_YEARS. */
export type DateProblem = 'format' | 'noSuchDay' | 'outOfYears';

const DAY = /^(\d{4})-\d{2}-\d{2}$/;
// Hours, minutes, optional seconds and fraction, then Z or an offset (as RFC 3339, upper case only).
const INSTANT = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):(\d{2}))$/;

/** What is wrong with a day written YYYY-MM-DD, or null when it is a day of the program's years. */
export function dayProblem(text: string): DateProblem | null {
  const m = DAY.exec(text);
  if (!m) return 'format';
  if (!isCalendarDay(text)) return 'noSuchDay';
  const year = Number(m[1]);
  return year < PROGRAM_YEARS.first || year > PROGRAM_YEARS.last ? 'outOfYears' : null;
}

/** The instant an ISO 8601 date-time with its offset names (e.g. 2027-02-27T10:00:00+05:30), or why it names none. */
export function readInstant(text: string): { ok: true; at: Date } | { ok: false; problem: DateProblem } {
  const m = INSTANT.exec(text);
  if (!m) return { ok: false, problem: 'format' };
  const [hours = 0, minutes = 0, seconds = 0, offsetHours = 0, offsetMinutes = 0] = m.slice(2, 7).map((part) => Number(part ?? 0));
  if (hours > 23 || minutes > 59 || seconds > 59 || offsetHours > 14 || offsetMinutes > 59) return { ok: false, problem: 'format' };
  const problem = dayProblem(m[1] as string);
  return problem ? { ok: false, problem } : { ok: true, at: new Date(text) };
}

/** The message of a refused date: the field's own when it is not written as a date, else the calendar's. */
export function dateProblemMessage(problem: DateProblem, fieldMessage: string): string {
  return problem === 'format' ? fieldMessage : DATE_MESSAGES[problem];
}
