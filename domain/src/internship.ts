/**
 * The internship's rules, one place for the API and the screens: its weeks from the chosen start
 * date (India time), each weekly report's state and fields, the mentor's final evaluation rubric
 * and its score, and the stipend tier published criteria give.
 *
 * A week is a block of seven days from the start date: week n runs from start + 7(n−1) days to
 * start + 7n − 1 days. Its report is due on "the Sunday of that week" at 23:59 India time, read as
 * the first Sunday on or after the week's last day: for a Monday start that is the week's own last
 * day; for a start on another weekday (the first cohort's Wednesday and Saturday starts) the report
 * is never due before the week's work is done, and each week still has its own Sunday. The
 * reminder goes on the Friday before that Sunday.
 */
import { cleanText } from './clean-text.ts';
import { istDayEnd, istDayStart } from './calendar.ts';
import { addDays } from './cohort.ts';
import { formatRupees } from './money.ts';
import { internshipEndDate } from './specialization.ts';
import type { FieldErrors } from './validation.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** A week's report reminder, on the Friday before its due Sunday, at this hour in India. */
export const REPORT_REMINDER_HOUR = 10;

export interface InternshipWeek {
  /** 1-based. */
  number: number;
  /** YYYY-MM-DD, India time, both included. */
  firstDay: string;
  lastDay: string;
  /** The due Sunday (YYYY-MM-DD) and its 23:59 in India. */
  dueDay: string;
  dueAt: Date;
  /** The Friday before the due Sunday at REPORT_REMINDER_HOUR in India. */
  remindAt: Date;
}

/** 0 (Sunday) to 6 (Saturday) of a calendar day. */
const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** The first Sunday on or after the day. */
export function sundayOnOrAfter(day: string): string {
  return addDays(day, (7 - weekdayOf(day)) % 7);
}

/** The internship's weeks; [] when the start date is not a real day. */
export function internshipWeeks(startDate: string, durationWeeks: number): InternshipWeek[] {
  if (!istDayStart(startDate)) return [];
  return Array.from({ length: durationWeeks }, (_, i) => {
    const firstDay = addDays(startDate, i * 7);
    const lastDay = addDays(firstDay, 6);
    const dueDay = sundayOnOrAfter(lastDay);
    const dueStart = istDayStart(dueDay) as Date;
    return {
      number: i + 1,
      firstDay,
      lastDay,
      dueDay,
      dueAt: new Date(dueStart.getTime() + DAY_MS - MINUTE_MS),
      remindAt: new Date(dueStart.getTime() - 2 * DAY_MS + REPORT_REMINDER_HOUR * 60 * MINUTE_MS),
    };
  });
}

/** The week has begun: its first day has started in India. */
export function weekHasBegun(week: Pick<InternshipWeek, 'firstDay'>, now: Date): boolean {
  return now.getTime() >= (istDayStart(week.firstDay) as Date).getTime();
}

/** A report is late when it first arrives after its week's due minute (23:59 counts as on time, until 23:59:59.999). */
export function isLateSubmission(week: Pick<InternshipWeek, 'dueAt'>, submittedAt: Date): boolean {
  return submittedAt.getTime() >= week.dueAt.getTime() + MINUTE_MS;
}

/** The internship has ended: its last day is over in India (the final evaluation opens then). */
export function internshipHasEnded(startDate: string, durationWeeks: number, now: Date): boolean {
  const end = istDayEnd(internshipEndDate(startDate, durationWeeks));
  return end !== null && now.getTime() >= end.getTime();
}

export const REPORT_STATES = ['UPCOMING', 'MISSING', 'SUBMITTED', 'LATE', 'ACCEPTED', 'CHANGES_REQUESTED', 'WAIVED'] as const;
export type ReportState = (typeof REPORT_STATES)[number];

export const REVIEW_DECISIONS = ['ACCEPTED', 'CHANGES_REQUESTED'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** How each state reads on the screens. */
export const REPORT_STATE_LABELS: Readonly<Record<ReportState, string>> = {
  UPCOMING: 'Not started',
  MISSING: 'Missing',
  SUBMITTED: 'Submitted',
  LATE: 'Submitted late',
  ACCEPTED: 'Accepted',
  CHANGES_REQUESTED: 'Changes asked',
  WAIVED: 'Waived',
};

/** What the state of a week's report follows from. */
export interface ReportFacts {
  begun: boolean;
  submitted: boolean;
  late: boolean;
  decision: ReviewDecision | null;
  waived: boolean;
}

/** A week's report state: a waiver wins; then the mentor's decision; then whether it arrived, late or not. */
export function reportState(f: ReportFacts): ReportState {
  if (f.waived) return 'WAIVED';
  if (!f.submitted) return f.begun ? 'MISSING' : 'UPCOMING';
  if (f.decision) return f.decision;
  return f.late ? 'LATE' : 'SUBMITTED';
}

/** The intern may still write or edit the report (once its week has begun): not accepted and not waived. */
export function isReportEditable(state: ReportState): boolean {
  return state !== 'ACCEPTED' && state !== 'WAIVED';
}

/** Overdue: missing after its due minute. */
export function isOverdue(state: ReportState, week: Pick<InternshipWeek, 'dueAt'>, now: Date): boolean {
  return state === 'MISSING' && isLateSubmission(week, now);
}

/** Waiting for the mentor's review. */
export const isAwaitingReview = (state: ReportState) => state === 'SUBMITTED' || state === 'LATE';

export const REPORT_LIMITS = {
  doneMin: 20,
  textMax: 4000,
  blockersMax: 2000,
  hoursMax: 60,
  linksMax: 5,
  linkMax: 500,
  commentMax: 2000,
  reasonMax: 500,
} as const;

export const INTERNSHIP_MESSAGES = {
  doneRequired: `Please describe what you did this week (at least ${REPORT_LIMITS.doneMin} characters).`,
  nextRequired: 'Please say what comes next.',
  textTooLong: `Please keep each answer under ${REPORT_LIMITS.textMax} characters.`,
  blockersTooLong: `Please keep the blockers under ${REPORT_LIMITS.blockersMax} characters.`,
  textNotClean: 'Please remove invisible or control characters from the text.',
  hoursInvalid: `Hours must be a whole number from 0 to ${REPORT_LIMITS.hoursMax}.`,
  linksInvalid: `Links must be https:// addresses (repositories, demos), at most ${REPORT_LIMITS.linksMax}, each under ${REPORT_LIMITS.linkMax} characters.`,
  notStarted: 'This week has not begun yet: its report opens on its first day.',
  noSuchWeek: 'Your internship has no such week.',
  notEditable: 'This report was accepted or waived by your mentor and can no longer be changed.',
  internshipNotFound: 'No such intern.',
  reportNotFound: 'No such report.',
  reviewCommentRequired: 'Please say what should change: asking for changes needs a comment.',
  commentInvalid: `Please keep the comment under ${REPORT_LIMITS.commentMax} characters, without invisible or control characters.`,
  reviewNotAwaiting: 'This report is not waiting for a review.',
  waiveReasonRequired: 'Please give the reason for waiving this week.',
  alreadySettled: 'This week was already accepted or waived.',
  evaluationTooEarly: 'The final evaluation opens after the internship’s last day.',
  evaluationLocked: 'A certificate resting on this evaluation has been issued: it can no longer be changed.',
  scoresInvalid: 'Please give every criterion a level from 1 to 5.',
  evaluationCommentRequired: `Please add a comment to the evaluation (under ${REPORT_LIMITS.commentMax} characters).`,
  notYourSpecialization: 'You do not supervise this specialization.',
  projectInvalid: 'Please give the project a title (under 200 characters) and a description, without invisible or control characters.',
  batchNotFound: 'No such cohort or specialization.',
} as const;

export interface ReportInput {
  done?: string | null;
  next?: string | null;
  blockers?: string | null;
  hours?: number | string | null;
  links?: readonly string[] | null;
}

export interface ReportFields {
  done: string;
  next: string;
  blockers: string;
  hours: number;
  links: string[];
}

export type ReportField = keyof ReportFields;
export const REPORT_FIELD_ORDER: readonly ReportField[] = ['done', 'next', 'blockers', 'hours', 'links'];

export const REPORT_LABELS: Readonly<Record<ReportField, string>> = {
  done: 'What I did this week',
  next: 'What comes next',
  blockers: 'Blockers (optional)',
  hours: 'Hours worked',
  links: 'Links (https://, one a line: repositories, demos)',
};

/** An https address with a host that has a dot, no credentials and no white space. */
export function isHttpsLink(text: string): boolean {
  if (text.length > REPORT_LIMITS.linkMax || /\s/.test(text) || cleanText(text) !== text) return false;
  const m = /^https:\/\/([^/?#]+)([/?#].*)?$/i.exec(text);
  return m !== null && /^[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?$/i.test(m[1] as string);
}

/** A multi-line answer: cleaned, or null when refused. */
const multiline = (v: string | null | undefined) => cleanText(v ?? '', { multiline: true });

/** A report's fields cleaned, or the message of each field that is wrong. */
export function validateReport(input: ReportInput): { ok: true; report: ReportFields } | { ok: false; errors: FieldErrors<ReportField> } {
  const errors: FieldErrors<ReportField> = {};
  const done = multiline(input.done);
  const next = multiline(input.next);
  const blockers = multiline(input.blockers);
  if (done === null) errors.done = INTERNSHIP_MESSAGES.textNotClean;
  else if (done.length < REPORT_LIMITS.doneMin) errors.done = INTERNSHIP_MESSAGES.doneRequired;
  else if (done.length > REPORT_LIMITS.textMax) errors.done = INTERNSHIP_MESSAGES.textTooLong;
  if (next === null) errors.next = INTERNSHIP_MESSAGES.textNotClean;
  else if (!next) errors.next = INTERNSHIP_MESSAGES.nextRequired;
  else if (next.length > REPORT_LIMITS.textMax) errors.next = INTERNSHIP_MESSAGES.textTooLong;
  if (blockers === null) errors.blockers = INTERNSHIP_MESSAGES.textNotClean;
  else if (blockers.length > REPORT_LIMITS.blockersMax) errors.blockers = INTERNSHIP_MESSAGES.blockersTooLong;
  const hoursText = String(input.hours ?? '').trim();
  const hours = /^\d{1,2}$/.test(hoursText) ? Number(hoursText) : NaN;
  if (!(hours >= 0 && hours <= REPORT_LIMITS.hoursMax)) errors.hours = INTERNSHIP_MESSAGES.hoursInvalid;
  const links = (input.links ?? []).map((l) => l.trim()).filter(Boolean);
  if (links.length > REPORT_LIMITS.linksMax || !links.every(isHttpsLink)) errors.links = INTERNSHIP_MESSAGES.linksInvalid;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, report: { done: done as string, next: next as string, blockers: blockers as string, hours, links } };
}

/** A mentor's free text (a review comment, a waiver's reason): cleaned, or null when refused or blank. */
export function cleanComment(text: string | null | undefined, max: number): string | null {
  const cleaned = multiline(text);
  return cleaned && cleaned.length <= max ? cleaned : null;
}

export interface ProjectFields {
  title: string;
  description: string;
  deliverables: string;
  repositoryExpectations: string;
}

/** A project's fields cleaned (title one line, the rest multi-line), or null when the title or description is missing or refused. */
export function validateProject(input: ProjectFields): ProjectFields | null {
  const title = cleanText(input.title);
  const description = multiline(input.description);
  const deliverables = multiline(input.deliverables);
  const repositoryExpectations = multiline(input.repositoryExpectations);
  if (!title || title.length > 200 || !description || deliverables === null || repositoryExpectations === null) return null;
  return { title, description, deliverables, repositoryExpectations };
}

export const EVALUATION_CRITERIA = [
  {
    key: 'technicalSkill',
    label: 'Technical skill',
    levels: [
      'Needed help with most of the basic tasks of the project.',
      'Completed simple tasks; larger ones needed close guidance.',
      'Completed the expected tasks with sound, working code.',
      'Solved harder problems cleanly and explained the choices made.',
      'Produced work of a professional standard and raised the team’s.',
    ],
  },
  {
    key: 'delivery',
    label: 'Delivery',
    levels: [
      'Most deliverables were missing or very late.',
      'Some deliverables arrived; several were late or incomplete.',
      'Delivered what was agreed, mostly on time.',
      'Delivered everything on time, tested and documented.',
      'Delivered early and beyond the agreed scope without losing quality.',
    ],
  },
  {
    key: 'communication',
    label: 'Communication',
    levels: [
      'Rarely reported progress or answered questions.',
      'Reported irregularly; reports lacked detail.',
      'Reported each week clearly and raised blockers.',
      'Reported precisely, asked good questions early, wrote clear documentation.',
      'Communicated like a senior colleague: clear, timely and helpful to others.',
    ],
  },
  {
    key: 'initiative',
    label: 'Initiative',
    levels: [
      'Waited to be told each step.',
      'Took small steps alone; needed prompting for the next.',
      'Planned their own week and followed it through.',
      'Proposed improvements and carried them out.',
      'Shaped the project’s direction with well-founded proposals.',
    ],
  },
] as const;

export type EvaluationCriterion = (typeof EVALUATION_CRITERIA)[number]['key'];
export type EvaluationScores = Record<EvaluationCriterion, number>;

/** True when every criterion has a whole level from 1 to 5. */
export function areValidScores(scores: Partial<Record<string, unknown>>): scores is EvaluationScores {
  return EVALUATION_CRITERIA.every(({ key }) => {
    const level = scores[key];
    return typeof level === 'number' && Number.isInteger(level) && level >= 1 && level <= 5;
  });
}

/** The evaluation's score: the mean of the levels to one decimal, halves up (3.25 -> 3.3). */
export function evaluationScore(scores: EvaluationScores): number {
  const sum = EVALUATION_CRITERIA.reduce((total, { key }) => total + scores[key], 0);
  return Math.round((sum * 10) / EVALUATION_CRITERIA.length) / 10;
}

/** The excellence certificate's score line until a cohort sets its own. */
export const EXCELLENCE_MIN_SCORE_DEFAULT = 4.0;

/** A cohort's excellence line: its own, or the default. */
export function excellenceLineOf(cohort: { excellenceMinScore?: number | null }): number {
  return cohort.excellenceMinScore ?? EXCELLENCE_MIN_SCORE_DEFAULT;
}

/** What each certificate of the internship needs, as the intern's page says it. */
export function certificateNeeds(excellenceMinScore: number = EXCELLENCE_MIN_SCORE_DEFAULT): { type: string; needs: string }[] {
  return [
    {
      type: 'INTERNSHIP',
      needs: 'After the internship’s last day, with every week’s report accepted by your mentor (or waived with a reason).',
    },
    {
      type: 'EXCELLENCE',
      needs: `The internship certificate and a final evaluation score of at least ${excellenceMinScore.toFixed(1)} out of 5.`,
    },
    { type: 'RECOMMENDATION', needs: 'Written by your mentor after the internship, with their name and title.' },
  ];
}

/** A published stipend tier: at least this score (and, if asked, every report on time) gives this amount. */
export interface StipendTier {
  minScore: number;
  allOnTime: boolean;
  amountMinor: number;
}

/** "score ≥ 4.5 and all reports on time → ₹10,000.00". */
export function stipendTierLabel(tier: StipendTier): string {
  return `score ≥ ${tier.minScore.toFixed(1)}${tier.allOnTime ? ' and all reports on time' : ''} → ${formatRupees(tier.amountMinor)}`;
}

/** The highest-paying tier the intern meets, or null (no stipend). */
export function stipendTier(tiers: readonly StipendTier[], intern: { score: number | null; allOnTime: boolean }): StipendTier | null {
  const { score } = intern;
  if (score === null) return null;
  const met = tiers.filter((t) => score >= t.minScore && (!t.allOnTime || intern.allOnTime));
  return met.reduce<StipendTier | null>((best, t) => (best === null || t.amountMinor > best.amountMinor ? t : best), null);
}
