/** The ten journey steps of SPEC §4: when each is done and what unlocks it. */
import type { JourneyState } from './views/journey.ts';
import { PRIVACY_CONSENT_REQUIRED } from './privacy-notice.ts';
import { CONFLUENCE_NOTE } from './program.ts';

export type IdProofStatus = 'NOT_UPLOADED' | 'PENDING' | 'VERIFIED' | 'REJECTED';

export const PAID_ENROLLMENT_STATUSES = ['PAID', 'COMPLETE', 'ENROLLED', 'ENROLMENT_COMPLETE'] as const;

export interface JourneyFacts {
  idStatus?: IdProofStatus | null;
  feeVerified?: boolean | null;
  feePaid?: boolean | null;
  enrollmentStatus?: string | null;
  specializationFinalized?: boolean | null;
  backgroundFinalized?: boolean | null;
  backgroundStatus?: string | null;
  offerDraftAvailable?: boolean | null;
  signatureFinalized?: boolean | null;
  finalLetterAvailable?: boolean | null;
  /** A booking of an interview slot that is not cancelled. */
  jobInterviewBooked?: boolean | null;
  eventRegistered?: boolean | null;
  /** False while the student's cohort has not opened registration for the Confluence event (step 10 waits for it). */
  eventRegistrationOpen?: boolean | null;
  /** False while the student has not consented to the current privacy notice: every step is locked (privacy-notice.ts). */
  privacyConsent?: boolean | null;
}

export type StepKey = 'id' | 'fee' | 'invoice' | 'specialization' | 'background' | 'offer' | 'signature' | 'final' | 'jobs' | 'confluence';

export interface StepDefinition {
  number: number;
  key: StepKey;
  label: string;
  /** Dashboard section of /student-main that works on this step. */
  section: string;
  /** The step that must be done before this one opens; null when always open. */
  needs: StepKey | null;
  isDone(f: JourneyFacts): boolean;
  /** Why the step cannot be taken yet although no step before it is missing (the program has not opened it); null when it can. */
  waitsFor?(f: JourneyFacts): string | null;
}

export const JOURNEY_STEPS: readonly StepDefinition[] = [
  { number: 1, key: 'id', label: 'Govt ID Verified', section: 'id-proof-view', needs: null, isDone: (f) => f.idStatus === 'VERIFIED' },
  {
    number: 2,
    key: 'fee',
    label: 'Fee Paid',
    section: 'pay',
    needs: 'id',
    isDone: (f) =>
      !!f.feeVerified || !!f.feePaid || (PAID_ENROLLMENT_STATUSES as readonly string[]).includes((f.enrollmentStatus ?? '').toUpperCase()),
  },
  { number: 3, key: 'invoice', label: 'Invoice Generated', section: 'billing', needs: 'fee', isDone: (f) => !!f.feeVerified },
  {
    number: 4,
    key: 'specialization',
    label: 'Specialization Finalized',
    section: 'specializations',
    needs: 'invoice',
    isDone: (f) => !!f.specializationFinalized,
  },
  {
    number: 5,
    key: 'background',
    label: 'Background Submitted',
    section: 'background',
    needs: 'specialization',
    isDone: (f) => !!f.backgroundFinalized || f.backgroundStatus === 'SUBMITTED',
  },
  {
    number: 6,
    key: 'offer',
    label: 'Offer Letter Issued',
    section: 'offer-letter',
    needs: 'background',
    isDone: (f) => !!f.offerDraftAvailable,
  },
  {
    number: 7,
    key: 'signature',
    label: 'Signature Finalized',
    section: 'offer-letter/sign',
    needs: 'offer',
    isDone: (f) => !!f.signatureFinalized,
  },
  {
    number: 8,
    key: 'final',
    label: 'Final Letter Issued',
    section: 'final-offer-letter',
    needs: 'signature',
    isDone: (f) => !!f.finalLetterAvailable,
  },
  { number: 9, key: 'jobs', label: 'Job/PPO Interview Scheduled', section: 'jobs', needs: 'final', isDone: (f) => !!f.jobInterviewBooked },
  {
    number: 10,
    key: 'confluence',
    label: 'Confluence Registration',
    section: 'confluence',
    needs: null,
    isDone: (f) => !!f.eventRegistered,
    waitsFor: (f) => (f.eventRegistrationOpen === false ? CONFLUENCE_NOTE : null),
  },
];

export function computeJourney(facts: JourneyFacts): JourneyState {
  const doneByKey = new Map(JOURNEY_STEPS.map((s) => [s.key, s.isDone(facts)]));
  const steps = JOURNEY_STEPS.map((s) => {
    const done = doneByKey.get(s.key) ?? false;
    const locked = facts.privacyConsent === false || (s.needs !== null && !doneByKey.get(s.needs));
    // Not locked, yet not open either: the program has not opened it (its section says so itself).
    const lockedMessage = lockedMessageFor(facts, s.key);
    return {
      number: s.number,
      key: s.key,
      label: s.label,
      section: s.section,
      done,
      locked,
      waiting: !locked && lockedMessage !== null,
      lockedMessage,
    };
  });
  const done = steps.filter((s) => s.done).length;
  const total = steps.length;
  const percent = Math.round((done / total) * 100);
  return { steps, done, total, percent, progressLabel: `${done}/${total} • ${percent}%` };
}

/** The step that must be done before `key` opens, or null when `key` is always open. */
export function prerequisiteOf(key: StepKey): StepDefinition | null {
  const needs = JOURNEY_STEPS.find((s) => s.key === key)?.needs ?? null;
  return needs ? (JOURNEY_STEPS.find((s) => s.key === needs) ?? null) : null;
}

/**
 * Why a locked step cannot be used yet, naming the step to finish first, e.g.
 * 'Please finish step 1 (Govt ID Verified) first.' The API answers it with a 409 and the
 * dashboard shows it on the locked card, so both say the same.
 */
/**
 * Why `key` is locked for a student with these facts: the consent first, then the step before,
 * then what the program has not opened yet (a step already done never waits); null when open.
 */
export function lockedMessageFor(facts: JourneyFacts, key: StepKey): string | null {
  if (facts.privacyConsent === false) return PRIVACY_CONSENT_REQUIRED;
  const before = prerequisiteOf(key);
  if (before && !before.isDone(facts)) return stepLockedMessage(key);
  const step = JOURNEY_STEPS.find((s) => s.key === key);
  return step && !step.isDone(facts) ? (step.waitsFor?.(facts) ?? null) : null;
}

export function stepLockedMessage(key: StepKey): string {
  const before = prerequisiteOf(key);
  return before ? `Please finish step ${before.number} (${before.label}) first.` : '';
}
