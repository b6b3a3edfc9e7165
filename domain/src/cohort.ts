/**
 * Cohorts: the program calendar as data. A cohort has its own training dates,
 * internship start dates, durations, fee, event and seats; this module holds the rules (what a
 * valid cohort is, how a start date is named and when it has passed), not the dates. The first
 * cohort's values are the SPEC's (§1, §3), used once to create it on first start.
 */
import { dayMonthLabel, istDay, monthLabel } from './calendar.ts';
import { DATE_MESSAGES, dayProblem } from './date-input.ts';
import { DURATION_WEEKS, SPECIALIZATIONS, TRAINING_FEE_MINOR } from './constants.ts';
import { printableText } from './printable-text.ts';

export interface CohortFields {
  name: string;
  /** YYYY-MM-DD, India time. */
  trainingStart: string;
  trainingEnd: string;
  schedule: { days: string; time: string };
  internshipStartDates: string[];
  durationsWeeks: number[];
  feeMinor: number;
  stipendNote: string;
  /** The final evaluation score a certificate of excellent performance needs (1.0 to 5.0, one decimal); absent: 4.0. */
  excellenceMinScore?: number;
  eventDate: string;
  /** null: to be announced. */
  eventTime: string | null;
  eventVenue: string | null;
  /** Seats per specialization name. */
  seats: Record<string, number>;
}

export const COHORT_SEATS_MAX = 1000;
export const COHORT_NAME_MAX = 60;

/** SPEC §1 and §3: the first cohort (trains Nov 1–30, 2025; internships from Dec 1/10/15/20/25, 2025). */
export const FIRST_COHORT: CohortFields = {
  name: 'November 2025',
  trainingStart: '2025-11-01',
  trainingEnd: '2025-11-30',
  schedule: { days: 'Monday to Friday', time: '6:30–8:30 PM IST' },
  internshipStartDates: ['2025-12-01', '2025-12-10', '2025-12-15', '2025-12-20', '2025-12-25'],
  durationsWeeks: [...DURATION_WEEKS],
  feeMinor: TRAINING_FEE_MINOR,
  stipendNote: 'Performance-based stipend; the criteria are announced in the last week of November.',
  eventDate: '2026-01-16',
  eventTime: null,
  eventVenue: null,
  seats: Object.fromEntries(SPECIALIZATIONS.map((s) => [s.name, s.seats])),
};

/** 'YYYY-MM-DD' + n days (n may be negative). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** "January 2027": a cohort is named for the month its training starts in. */
export function cohortMonthName(trainingStart: string): string {
  return monthLabel(trainingStart.slice(0, 7));
}

/**
 * The demonstration cohort of a development install on `today` (YYYY-MM-DD): the first cohort's
 * shape on the real calendar, so enrolment is open. Training on the first Monday at least two weeks
 * ahead, four weeks Monday to Friday; internships start on the five Mondays after it; the event on
 * the Friday seven weeks after the training's last day; schedule, durations, fee and seats the
 * first cohort's. `taken`: the name is already a cohort's, so this one also names its first day.
 */
export function demonstrationCohort(today: string, { taken = false }: { taken?: boolean } = {}): CohortFields {
  const twoWeeksOn = addDays(today, 14);
  const [y, m, d] = twoWeeksOn.split('-').map(Number) as [number, number, number];
  const trainingStart = addDays(twoWeeksOn, (8 - new Date(Date.UTC(y, m - 1, d)).getUTCDay()) % 7);
  const name = cohortMonthName(trainingStart);
  return {
    ...FIRST_COHORT,
    name: taken ? `${name}, from ${dayMonthLabel(trainingStart)}` : name,
    trainingStart,
    trainingEnd: addDays(trainingStart, 25),
    internshipStartDates: [28, 35, 42, 49, 56].map((days) => addDays(trainingStart, days)),
    stipendNote: "Performance-based stipend; the criteria are announced in the training's last week.",
    eventDate: addDays(trainingStart, 25 + 49),
    seats: { ...FIRST_COHORT.seats },
    schedule: { ...FIRST_COHORT.schedule },
    durationsWeeks: [...FIRST_COHORT.durationsWeeks],
  };
}

const MONTH_CODES = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** '2025-12-10' -> 'DEC10': how an internship start date is named in the API (SPEC §9 codes for the first cohort). */
export function startDateCodeOf(date: string): string {
  const [, month, day] = date.split('-');
  return `${MONTH_CODES[Number(month) - 1]}${day}`;
}

/** The date of a cohort's start-date code, or null when the cohort has no such start date. */
export function startDateOfCode(cohort: Pick<CohortFields, 'internshipStartDates'>, code: string): string | null {
  const wanted = code.trim().toUpperCase();
  return cohort.internshipStartDates.find((date) => startDateCodeOf(date) === wanted) ?? null;
}

/** True once the day has begun in India without the date still ahead: a start date of today may still be chosen. */
export function hasPassed(date: string, now: Date = new Date()): boolean {
  return date < istDay(now);
}

/** The cohort's start dates that have not passed. */
export function openStartDates(cohort: Pick<CohortFields, 'internshipStartDates'>, now: Date = new Date()): string[] {
  return cohort.internshipStartDates.filter((date) => !hasPassed(date, now));
}

/** Enrolment for a cohort is open until its training starts. */
export function enrolmentOpen(cohort: Pick<CohortFields, 'trainingStart'>, now: Date = new Date()): boolean {
  return istDay(now) < cohort.trainingStart;
}

export const COHORT_MESSAGES = {
  nameRequired: `Please enter a name of 1 to ${COHORT_NAME_MAX} characters.`,
  dateInvalid: 'Please enter a real date written YYYY-MM-DD.',
  endBeforeStart: 'The training must end after it starts.',
  pastDate: 'A new cohort cannot have a date that has passed.',
  internshipBeforeTrainingEnd: 'Each internship start date must be after the training ends.',
  internshipStartsRequired: 'Please give at least one internship start date, each once.',
  durationsInvalid: `Please choose durations among ${DURATION_WEEKS.join(', ')} weeks.`,
  feeInvalid: 'The fee must be a whole number of paise above zero.',
  scheduleRequired: 'Please describe the weekdays and the time of the training.',
  stipendRequired: 'Please write the stipend note.',
  excellenceMinScoreInvalid: 'The excellence line is a score from 1.0 to 5.0, with at most one decimal.',
  eventBeforeTraining: 'The event must be after the training starts.',
  seatsInvalid: `Each specialization needs 1 to ${COHORT_SEATS_MAX} seats.`,
  textInvalid: 'Please use plain text without control or invisible characters.',
} as const;

export type CohortField =
  | 'name'
  | 'trainingStart'
  | 'trainingEnd'
  | 'schedule'
  | 'internshipStartDates'
  | 'durationsWeeks'
  | 'feeMinor'
  | 'stipendNote'
  | 'excellenceMinScore'
  | 'eventDate'
  | 'eventTime'
  | 'eventVenue'
  | 'seats';

/** The fields in the form's order: the first broken one is the message of a 400. */
export const COHORT_FIELD_ORDER: readonly CohortField[] = [
  'name',
  'trainingStart',
  'trainingEnd',
  'schedule',
  'internshipStartDates',
  'durationsWeeks',
  'feeMinor',
  'stipendNote',
  'excellenceMinScore',
  'eventDate',
  'eventTime',
  'eventVenue',
  'seats',
];

type CohortDates = Pick<CohortFields, 'trainingStart' | 'trainingEnd' | 'eventDate' | 'internshipStartDates'>;

/** True for a new cohort, or when an edit changes any of its dates (which must then not have passed). */
export function setsNewDates(before: CohortDates | null, after: CohortDates): boolean {
  return (
    !before ||
    after.trainingStart !== before.trainingStart ||
    after.trainingEnd !== before.trainingEnd ||
    after.eventDate !== before.eventDate ||
    [...after.internshipStartDates].sort().join() !== [...before.internshipStartDates].sort().join()
  );
}

/** A score line of the final evaluation: 1.0 to 5.0 in steps of 0.1 (the score's own precision). */
function isScoreLine(score: number): boolean {
  return Number.isFinite(score) && score >= 1 && score <= 5 && Math.abs(score * 10 - Math.round(score * 10)) < 1e-9;
}

/**
 * What is wrong with a cohort, per field. `newDates` (creating a cohort, or editing its dates)
 * refuses dates that have passed.
 */
export function cohortProblems(
  c: CohortFields,
  { now = new Date(), newDates = true }: { now?: Date; newDates?: boolean } = {},
): Partial<Record<CohortField, string>> {
  const problems: Partial<Record<CohortField, string>> = {};
  const text = (value: string | null, max: number) =>
    value === null || (value.trim().length > 0 && value.length <= max && printableText(value) !== null);
  const name = c.name.trim();
  if (!name || name.length > COHORT_NAME_MAX) problems.name = COHORT_MESSAGES.nameRequired;
  else if (printableText(name) === null) problems.name = COHORT_MESSAGES.textInvalid;
  const today = istDay(now);
  const day = (field: 'trainingStart' | 'trainingEnd' | 'eventDate', value: string) => {
    const problem = dayProblem(value);
    if (problem) problems[field] = problem === 'outOfYears' ? DATE_MESSAGES.outOfYears : COHORT_MESSAGES.dateInvalid;
    else if (newDates && value < today) problems[field] = COHORT_MESSAGES.pastDate;
  };
  day('trainingStart', c.trainingStart);
  day('trainingEnd', c.trainingEnd);
  day('eventDate', c.eventDate);
  if (!problems.trainingStart && !problems.trainingEnd && c.trainingEnd <= c.trainingStart)
    problems.trainingEnd = COHORT_MESSAGES.endBeforeStart;
  if (!problems.trainingStart && !problems.eventDate && c.eventDate < c.trainingStart)
    problems.eventDate = COHORT_MESSAGES.eventBeforeTraining;

  const starts = c.internshipStartDates;
  const codes = new Set(starts.map(startDateCodeOf));
  const startProblems = starts.map(dayProblem);
  if (!starts.length || starts.length > 12 || codes.size !== starts.length || startProblems.some((p) => p && p !== 'outOfYears')) {
    problems.internshipStartDates = COHORT_MESSAGES.internshipStartsRequired;
  } else if (startProblems.includes('outOfYears')) {
    problems.internshipStartDates = DATE_MESSAGES.outOfYears;
  } else if (starts.some((d) => d <= c.trainingEnd)) {
    problems.internshipStartDates = COHORT_MESSAGES.internshipBeforeTrainingEnd;
  } else if (newDates && starts.some((d) => d < today)) {
    problems.internshipStartDates = COHORT_MESSAGES.pastDate;
  }
  const durations = c.durationsWeeks;
  if (
    !durations.length ||
    new Set(durations).size !== durations.length ||
    !durations.every((w) => (DURATION_WEEKS as readonly number[]).includes(w))
  ) {
    problems.durationsWeeks = COHORT_MESSAGES.durationsInvalid;
  }
  if (!Number.isInteger(c.feeMinor) || c.feeMinor <= 0 || c.feeMinor > 100_000_000) problems.feeMinor = COHORT_MESSAGES.feeInvalid;
  if (!text(c.schedule.days, 80) || !text(c.schedule.time, 80)) problems.schedule = COHORT_MESSAGES.scheduleRequired;
  if (!text(c.stipendNote, 300)) problems.stipendNote = COHORT_MESSAGES.stipendRequired;
  if (c.excellenceMinScore !== undefined && !isScoreLine(c.excellenceMinScore))
    problems.excellenceMinScore = COHORT_MESSAGES.excellenceMinScoreInvalid;
  if (!text(c.eventTime, 60)) problems.eventTime = COHORT_MESSAGES.textInvalid;
  if (!text(c.eventVenue, 200)) problems.eventVenue = COHORT_MESSAGES.textInvalid;
  const names = SPECIALIZATIONS.map((s) => s.name);
  const seatsOk =
    Object.keys(c.seats).length === names.length &&
    names.every((n) => Number.isInteger(c.seats[n]) && (c.seats[n] as number) >= 1 && (c.seats[n] as number) <= COHORT_SEATS_MAX);
  if (!seatsOk) problems.seats = COHORT_MESSAGES.seatsInvalid;
  return problems;
}
