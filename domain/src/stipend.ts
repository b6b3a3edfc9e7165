/**
 * The stipend by published criteria: a cohort's criteria (the day they are published and their
 * tiers, internship.ts `stipendTier` picks the one an intern meets), what visitors read before and
 * after that day, the proposal at the internship's end, and the payout's bank reference.
 */
import { istDay, monthName } from './calendar.ts';
import { dayProblem } from './date-input.ts';
import { stipendTier, stipendTierLabel, type StipendTier } from './internship.ts';
import { formatRupees } from './money.ts';

export interface StipendCriteria {
  /** YYYY-MM-DD, India time: the tiers are public from this day on. */
  publishOn: string;
  tiers: StipendTier[];
}

export const STIPEND_LIMITS = {
  tiersMax: 5,
  /** ₹1,00,000 in paise. */
  amountMaxMinor: 10_000_000,
  reasonMax: 500,
} as const;

/** The issue's example, offered until an admin sets a cohort's own: score ≥ 4.5 and every report on time → ₹10,000; score ≥ 3.5 → ₹5,000. */
export const EXAMPLE_STIPEND_TIERS: readonly StipendTier[] = [
  { minScore: 4.5, allOnTime: true, amountMinor: 1_000_000 },
  { minScore: 3.5, allOnTime: false, amountMinor: 500_000 },
];

/** The admin's list of ended internships, by where each stipend stands: all, not decided, decided above zero but not paid, paid. */
export const STIPEND_LIST_STATUSES = ['all', 'undecided', 'unpaid', 'paid'] as const;
export type StipendListStatus = (typeof STIPEND_LIST_STATUSES)[number];

export const STIPEND_MESSAGES = {
  publishOnInvalid: 'Please enter the day the criteria are published, written YYYY-MM-DD.',
  tiersInvalid: `Please give 1 to ${STIPEND_LIMITS.tiersMax} tiers, each with a score from 1.0 to 5.0 (one decimal) and an amount of whole rupees above zero, at most ${formatRupees(STIPEND_LIMITS.amountMaxMinor)}.`,
  tiersRepeated: 'Two tiers ask for the same thing: please give each tier its own score or on-time condition.',
  published: 'These criteria have been published and can no longer be changed.',
  cohortNotFound: 'No such cohort.',
  internNotFound: 'No intern with an ended internship has this id.',
  notPublished: 'The cohort’s stipend criteria are not published yet.',
  alreadyDecided: 'The stipend of this intern has already been decided.',
  amountInvalid: `The amount must be whole rupees from ₹0 to ${formatRupees(STIPEND_LIMITS.amountMaxMinor)}.`,
  reasonRequired: `Please give the reason for changing the proposed stipend (under ${STIPEND_LIMITS.reasonMax} characters).`,
  notDecided: 'The stipend of this intern has not been decided yet.',
  nothingToPay: 'The decision grants no stipend: there is nothing to pay.',
  alreadyPaid: 'The payout of this stipend has already been recorded.',
  paidOnInvalid: 'Please enter the day of the payment, written YYYY-MM-DD, not after today.',
  utrInvalid: 'Please enter the bank reference (UTR): 12 to 22 letters and digits.',
  noLetter: 'No stipend letter has been issued to you.',
} as const;

export type StipendCriteriaField = keyof StipendCriteria;
export const STIPEND_CRITERIA_FIELD_ORDER: readonly StipendCriteriaField[] = ['publishOn', 'tiers'];

const isTierValid = (t: StipendTier) =>
  Number.isFinite(t.minScore) &&
  t.minScore >= 1 &&
  t.minScore <= 5 &&
  Math.round(t.minScore * 10) === t.minScore * 10 &&
  Number.isInteger(t.amountMinor) &&
  t.amountMinor > 0 &&
  t.amountMinor % 100 === 0 &&
  t.amountMinor <= STIPEND_LIMITS.amountMaxMinor;

/** What is wrong with the criteria, per field. */
export function stipendCriteriaProblems(c: StipendCriteria): Partial<Record<StipendCriteriaField, string>> {
  const problems: Partial<Record<StipendCriteriaField, string>> = {};
  if (dayProblem(c.publishOn)) problems.publishOn = STIPEND_MESSAGES.publishOnInvalid;
  if (!c.tiers.length || c.tiers.length > STIPEND_LIMITS.tiersMax || !c.tiers.every(isTierValid)) {
    problems.tiers = STIPEND_MESSAGES.tiersInvalid;
  } else if (new Set(c.tiers.map((t) => `${t.minScore}|${t.allOnTime}`)).size !== c.tiers.length) {
    problems.tiers = STIPEND_MESSAGES.tiersRepeated;
  }
  return problems;
}

/** Published once their day has begun in India. */
export function isPublished(criteria: Pick<StipendCriteria, 'publishOn'> | null | undefined, now: Date): boolean {
  return !!criteria && istDay(now) >= criteria.publishOn;
}

/** The tiers, highest amount first (as read and as printed). */
export const tiersByAmount = (tiers: readonly StipendTier[]) =>
  [...tiers].sort((a, b) => b.amountMinor - a.amountMinor || b.minScore - a.minScore);

/**
 * The stipend as the landing page, the program section and the intern's page say it: before the
 * criteria are published, SPEC §1's sentence with the month of the cohort's last training week;
 * after, the tiers.
 */
export function stipendNote(cohort: { trainingEnd: string }, publishedTiers: readonly StipendTier[] | null | undefined): string {
  if (publishedTiers?.length) {
    return `Performance-based stipend: ${tiersByAmount(publishedTiers).map(stipendTierLabel).join('; ')}; otherwise none.`;
  }
  // The SPEC's sentence names the month alone.
  const month = monthName(cohort.trainingEnd);
  return `Performance-based stipend. Criteria are to be announced in the last week of ${month}.`;
}

/** A week's report as the on-time rule reads it. */
export interface ReportTiming {
  week: number;
  submitted: boolean;
  late: boolean;
  waived: boolean;
}

/** Every week's report arrived on time; a week the mentor waived with a reason does not count against the intern. */
export function allReportsOnTime(durationWeeks: number, reports: readonly ReportTiming[]): boolean {
  const byWeek = new Map(reports.map((r) => [r.week, r]));
  return Array.from({ length: durationWeeks }, (_, i) => byWeek.get(i + 1)).every((r) => r && (r.waived || (r.submitted && !r.late)));
}

export interface StipendProposal {
  amountMinor: number;
  /** Why: the score and timeliness read, and the tier met or none. */
  reason: string;
}

/** The stipend the criteria give the intern, with its reason. */
export function proposeStipend(tiers: readonly StipendTier[], intern: { score: number | null; allOnTime: boolean }): StipendProposal {
  if (intern.score === null) return { amountMinor: 0, reason: 'No final evaluation was given: the criteria give no stipend.' };
  const facts = `Score ${intern.score.toFixed(1)}, ${intern.allOnTime ? 'every report on time' : 'not every report on time'}`;
  const tier = stipendTier(tiers, intern);
  return tier
    ? { amountMinor: tier.amountMinor, reason: `${facts}: meets “${stipendTierLabel(tier)}”.` }
    : { amountMinor: 0, reason: `${facts}: meets no tier, so no stipend.` };
}

/** An amount an admin decides: whole rupees from ₹0 to the limit. */
export const isStipendAmount = (minor: number) =>
  Number.isInteger(minor) && minor >= 0 && minor % 100 === 0 && minor <= STIPEND_LIMITS.amountMaxMinor;

/** A UTR (the bank's reference of an NEFT, RTGS or IMPS transfer), upper-cased: 12 to 22 letters and digits, else null. */
export function normalizeUtr(text: string): string | null {
  const utr = text.trim().toUpperCase();
  return /^[A-Z0-9]{12,22}$/.test(utr) ? utr : null;
}

/** The stipend letter's file name. */
export const stipendLetterFileName = (studentId: string | null) => `stipend-letter${studentId ? `-${studentId}` : ''}.pdf`;
