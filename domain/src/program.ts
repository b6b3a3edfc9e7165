/** A cohort's facts as visitors and students read them (landing page and student dashboard), and the SPEC §2 section texts. */
import { dateRangeLabel, dayLabel, dayListLabel, joinOr } from './calendar.ts';
import type { StipendTier } from './internship.ts';
import { stipendNote } from './stipend.ts';

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

/** How the landing page and the dashboard name a cohort's facts ("1–30 Nov 2025", "1, 10, 15, 20 or 25 Dec 2025": domain calendar). */
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
    eventDate: dayLabel(c.eventDate),
    eventDetails: eventDetailsLabel(c.eventTime, c.eventVenue),
    eventYear: c.eventDate.slice(0, 4),
  };
}

export const SUPPORT_REPLY = 'We reply within 24 hours on business days.';

/** SPEC §2 /student-main sections. */
export const JOBS_NOTE = 'When Slots are open, you will be notified';
export const CONFLUENCE_NOTE = 'Registration not yet opened';
export const CERTIFICATES = ['Training', 'Internship', 'Excellent performance', 'Letter of recommendation'] as const;
