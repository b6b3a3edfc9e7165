/** The program facts of SPEC §1 as visitors and students read them (landing page and student dashboard). */
import { DURATION_WEEKS, START_DATE_CODES, type StartDateCode } from './constants.ts';

/** "DEC10" -> "10" (the day of the December 2025 start-date code). */
export function startDateDay(code: StartDateCode): string {
  return String(Number(code.slice(3)));
}

/** ["a", "b", "c"] -> "a, b or c". */
export function joinOr(items: readonly (string | number)[]): string {
  const parts = items.map(String);
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} or ${parts[parts.length - 1]}`;
}

export const TRAINING_DATES = 'Nov 1–30, 2025';
export const TRAINING_HOURS = '6:30–8:30 PM IST';
export const TRAINING_DAYS = 'Monday to Friday';
export const INTERNSHIP_START_DAYS = `Dec ${joinOr(START_DATE_CODES.map(startDateDay))}, 2025`;
export const INTERNSHIP_DURATIONS = `${joinOr(DURATION_WEEKS)} weeks`;
export const STIPEND_NOTE = 'Performance-based stipend; the criteria are announced in the last week of November.';
export const EVENT_DATE = 'Jan 16, 2026';
export const EVENT_DETAILS_NOTE = 'Time and venue are to be announced.';
export const SUPPORT_REPLY = 'We reply within 24 hours on business days.';

/** SPEC §2 /student-main sections. */
export const JOBS_NOTE = 'When Slots are open, you will be notified';
export const CONFLUENCE_NOTE = 'Registration not yet opened';
export const CERTIFICATES = ['Training', 'Internship', 'Excellent performance', 'Letter of recommendation'] as const;
