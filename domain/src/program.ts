/** A cohort's facts as visitors and students read them (landing page and student dashboard), and the SPEC §2 section texts. */
import { MONTH_ABBREVIATIONS } from './calendar.ts';
import type { StipendTier } from './internship.ts';
import { stipendNote } from './stipend.ts';

/** ["a", "b", "c"] -> "a, b or c". */
export function joinOr(items: readonly (string | number)[]): string {
  const parts = items.map(String);
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} or ${parts[parts.length - 1]}`;
}

/** What the labels need of a cohort (its public facts). */
export interface CohortDates {
  name: string;
  trainingStart: string;
  trainingEnd: string;
  schedule: { days: string; time: string };
  internshipStartDates: readonly string[];
  durationsWeeks: readonly number[];
  feeMinor: number;
  stipendNote: string;
  /** The stipend's tiers once published; null or absent before. */
  stipendTiers?: readonly StipendTier[] | null;
  eventDate: string;
  eventTime: string | null;
  eventVenue: string | null;
}

/** How the landing page and the dashboard name a cohort's facts ("Nov 1–30, 2025", "Dec 1, 10, 15, 20 or 25, 2025"). */
export interface ProgramLabels {
  cohortName: string;
  trainingDates: string;
  trainingDays: string;
  trainingHours: string;
  internshipStartDays: string;
  internshipDurations: string;
  stipendNote: string;
  eventDate: string;
  eventDetails: string;
  eventYear: string;
}

const parts = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return { year: y, month: MONTH_ABBREVIATIONS[m - 1] as string, day: d };
};

/** 'Jan 16, 2026'. */
export function shortDate(date: string): string {
  const p = parts(date);
  return `${p.month} ${p.day}, ${p.year}`;
}

/** 'Nov 1–30, 2025', 'Nov 28–Dec 23, 2026', 'Dec 28, 2026–Jan 22, 2027'. */
export function dateRangeLabel(from: string, to: string): string {
  const a = parts(from);
  const b = parts(to);
  if (a.year !== b.year) return `${shortDate(from)}–${shortDate(to)}`;
  if (a.month !== b.month) return `${a.month} ${a.day}–${b.month} ${b.day}, ${b.year}`;
  return `${a.month} ${a.day}–${b.day}, ${b.year}`;
}

/** 'Dec 1, 10, 15, 20 or 25, 2025'; across months each day names its month: 'Jan 28, Feb 4 or Feb 11, 2027'. */
export function dayListLabel(dates: readonly string[]): string {
  if (!dates.length) return 'to be announced';
  const all = dates.map(parts);
  const oneMonth = all.every((p) => p.month === all[0]!.month && p.year === all[0]!.year);
  const oneYear = all.every((p) => p.year === all[0]!.year);
  if (oneMonth) return `${all[0]!.month} ${joinOr(all.map((p) => p.day))}, ${all[0]!.year}`;
  if (oneYear) return `${joinOr(all.map((p) => `${p.month} ${p.day}`))}, ${all[0]!.year}`;
  return joinOr(dates.map(shortDate));
}

/** 'Time and venue are to be announced.', or what is known of them. */
export function eventDetailsLabel(time: string | null, venue: string | null): string {
  if (time && venue) return `${time}, ${venue}.`;
  if (time) return `${time}; the venue is to be announced.`;
  if (venue) return `${venue}; the time is to be announced.`;
  return 'Time and venue are to be announced.';
}

export function programLabels(c: CohortDates): ProgramLabels {
  return {
    cohortName: c.name,
    trainingDates: dateRangeLabel(c.trainingStart, c.trainingEnd),
    trainingDays: c.schedule.days,
    trainingHours: c.schedule.time,
    internshipStartDays: dayListLabel(c.internshipStartDates),
    internshipDurations: `${joinOr(c.durationsWeeks)} weeks`,
    stipendNote: stipendNote(c, c.stipendTiers),
    eventDate: shortDate(c.eventDate),
    eventDetails: eventDetailsLabel(c.eventTime, c.eventVenue),
    eventYear: String(parts(c.eventDate).year),
  };
}

export const SUPPORT_REPLY = 'We reply within 24 hours on business days.';

/** SPEC §2 /student-main sections. */
export const JOBS_NOTE = 'When Slots are open, you will be notified';
export const CONFLUENCE_NOTE = 'Registration not yet opened';
export const CERTIFICATES = ['Training', 'Internship', 'Excellent performance', 'Letter of recommendation'] as const;
