/**
 * Every word of the public landing page, in one place.
 *
 * The program's dates, schedule, fee and event are the active cohort's (GET /public/program):
 * the parts that name them are functions of the cohort (`LandingProgram`), gathered by
 * `programContent` (and, for the sections below the fold, `belowFoldContent` in
 * below-fold-content.ts, which loads with their code), so a new cohort changes the page without a release. The numbers come from
 * @portal/domain. Copy the SPEC does not give (company, managing director message, eligibility,
 * snapshot, FAQ answers) is written here and may be edited freely.
 */
import { SPECIALIZATIONS, filledPercent } from '@portal/domain/constants';
import { seatsLeft, type SeatTotals } from '@portal/domain/specialization';
import type { ProgramLabels } from '@portal/domain/program';

export const BRAND_NAME = 'Career Portal';

// ---------------------------------------------------------------- derived program facts

/** The active cohort as the page tells it (hooks/useLiveProgram.ts). */
export interface LandingProgram extends ProgramLabels {
  /** The active cohort's fee as the pricing policy says it (domain/pricing.ts feeLabels), e.g. "₹5,999.00". */
  fee: string;
  feeMinor: number;
  /** The GST rate the fee includes, as domain/pricing.ts labels it (the rate table's, today). */
  gstRate: string;
  /** Until the cohort's training starts. */
  enrolmentOpen: boolean;
  /** The Confluence registration is open (the admin's event settings); null while the cohort loads. */
  eventRegistrationOpen: boolean | null;
  /** The next cohort, named once the active one's enrolment has closed. */
  nextCohort: { name: string; trainingStart: string } | null;
  /** The event's day for the date tile. */
  eventTile: { month: string; day: string; year: string };
  eventTime: string | null;
  eventVenue: string | null;
  /** The year of today, for the footer. */
  currentYear: number;
}

export const seatsPercent = (t: SeatTotals) => filledPercent(t.filled, t.seats);
/** "179 of 250 filled (71.6%)", as SPEC §1 has it for a fresh system; live counts grow from there. */
export const seatsSummary = (t: SeatTotals) => `${t.filled} of ${t.seats} filled (${seatsPercent(t)}%)`;
export const SPECIALIZATION_COUNT = SPECIALIZATIONS.length;

export const PAGE_TITLE = `${BRAND_NAME} — Live training, guaranteed internship, job or PPO`;

// ---------------------------------------------------------------- top banner and sticky CTA

const banner = (p: LandingProgram) => ({
  label: 'Announcement',
  badge: p.enrolmentOpen ? 'Enrolment open' : 'Enrolment closed',
  text: p.enrolmentOpen
    ? `${p.cohortName} cohort: training ${p.trainingDates}`
    : `${p.cohortName} cohort has started · ${p.nextCohort ? `next cohort: ${p.nextCohort.name}` : 'next cohort to be announced'}`,
  seats: (t: SeatTotals) => `${t.filled} of ${t.seats} seats filled`,
  cta: 'Enrol / Sign in',
});

/** "71 of 250 seats left": all the narrow dock of wide screens says before its button. */
const stickySeats = (t: SeatTotals) => `${seatsLeft(t)} of ${t.seats} seats left`;

const stickyCta = (p: LandingProgram) => ({
  label: 'Enrol',
  text: (t: SeatTotals) => `${stickySeats(t)} in the ${p.cohortName} cohort`,
  seats: stickySeats,
  price: `${p.fee} training · internship free`,
  cta: 'Enrol now',
});

// ---------------------------------------------------------------- hero

const hero = (p: LandingProgram) => ({
  eyebrow: `${p.cohortName} cohort · ${p.trainingDates}`,
  title: 'Train live. Intern for free. Land the job.',
  lead:
    'One career program for Computer Science, IT and software students and professionals: four weeks of live ' +
    'training, then a free, guaranteed internship, then a job or Pre-Placement Offer — all in the specialization you choose.',
  primaryCta: 'Start your enrolment',
  secondaryCta: 'See how it works',
  seatsTitle: `Seats in the ${p.cohortName} cohort`,
  seatsNote: 'First come, first served by the time your enrolment is completed.',
  seatsLeft: (t: SeatTotals) => `${seatsLeft(t)} seats left`,
  highlights: [
    { title: 'Live, online', text: `${p.trainingDays}, ${p.trainingHours}` },
    { title: p.fee, text: 'Training only — the internship is free' },
    { title: 'Guaranteed internship', text: `${p.internshipDurations}, starting ${p.internshipStartDays}` },
  ],
});

// ---------------------------------------------------------------- snapshot

const snapshot = (p: LandingProgram) => ({
  id: 'snapshot',
  eyebrow: 'Program at a glance',
  title: 'Everything you need to know in one look',
  intro: 'The whole program fits on one screen. The details follow below.',
  stats: (t: SeatTotals) => [
    { value: '4 weeks', label: 'Live online training', detail: `${p.trainingDays}, ${p.trainingHours}` },
    { value: p.fee, label: 'Training fee', detail: 'Paid once — the internship costs nothing' },
    { value: p.internshipDurations, label: 'Free, guaranteed internship', detail: `Starts ${p.internshipStartDays}` },
    { value: String(SPECIALIZATION_COUNT), label: 'Specializations', detail: 'Same track from training to job' },
    { value: String(t.seats), label: `Seats in the ${p.cohortName} cohort`, detail: `${seatsPercent(t)}% already filled` },
    { value: '4', label: 'Certificates and letters', detail: 'Training, internship, performance, recommendation' },
  ],
});

// ---------------------------------------------------------------- footer

const footer = (p: LandingProgram) => ({
  copyright: `© ${p.currentYear} ${BRAND_NAME}`,
  tagline: 'Live training · Guaranteed internship · Job or PPO',
  navLabel: 'Footer',
  links: [
    { href: '#journey', label: 'Journey' },
    { href: '#specializations', label: 'Specializations' },
    { href: '#fees', label: 'Fees' },
    { href: '#eligibility', label: 'Eligibility' },
    { href: '#event', label: 'Event' },
    { href: '#company', label: 'About us' },
    { href: '#faq', label: 'FAQ' },
    { href: '#contact', label: 'Contact' },
  ],
});

/** Every part of the page above the fold (and its footer) that names the cohort's facts, for the active cohort. */
export function programContent(p: LandingProgram) {
  return {
    banner: banner(p),
    stickyCta: stickyCta(p),
    hero: hero(p),
    snapshot: snapshot(p),
    footer: footer(p),
  };
}
export type ProgramContent = ReturnType<typeof programContent>;
