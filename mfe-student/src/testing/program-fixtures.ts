/** API answers for the program sections' tests: the journey at a given point, and the program views. */
import { SPECIALIZATIONS } from '@portal/domain/constants';
import { computeJourney, type JourneyFacts } from '@portal/domain/journey';
import type { BackgroundView } from '@portal/domain/views/background';
import type { OfferLetterStatus } from '@portal/domain/views/offer-letter';
import { seatTotals } from '@portal/domain/specialization';
import type { SeatsView } from '@portal/domain/views/seats';
import type { SelectionView } from '@portal/domain/views/specialization';
import { FIRST_COHORT, type CohortFields } from '@portal/domain/cohort';
import type { CohortFacts } from '@portal/domain/views/program';
import type { StudentProgram } from '../lib/student-program';
import { json, makeMe, type ApiHandler } from './api-mock';

/** Steps 1-3 done (ID verified, fee verified): the specialization is open. */
export const FEE_VERIFIED: JourneyFacts = { idStatus: 'VERIFIED', feeVerified: true };

export function journeyWith(facts: JourneyFacts): ApiHandler {
  return () => json(computeJourney({ ...FEE_VERIFIED, ...facts }));
}

export const NO_SELECTION: SelectionView = {
  specialization: null,
  startDateCode: null,
  startDate: null,
  durationWeeks: null,
  finalized: false,
  finalizedAt: null,
};

export function seatsWith(filled: Record<string, number> = {}): SeatsView {
  const specializations = SPECIALIZATIONS.map((s) => ({ name: s.name, seats: s.seats, filled: filled[s.name] ?? s.filled }));
  return { specializations, totals: seatTotals(specializations) };
}

export const NO_BACKGROUND: BackgroundView = {
  status: 'NOT_SUBMITTED',
  finalized: false,
  profileType: null,
  educationalLevel: null,
  graduationYear: null,
  college: null,
  branch: null,
  jobTitle: null,
  company: null,
  experienceMonths: null,
  linkedinProfile: null,
  submittedAt: null,
};

export function offerStatus(overrides: Partial<OfferLetterStatus> = {}): OfferLetterStatus {
  return {
    requested: false,
    address: null,
    draftAvailable: false,
    draftDownloadUrl: null,
    signatureUploaded: false,
    finalAvailable: false,
    finalDownloadUrl: null,
    ...overrides,
  };
}

/** GET /me of a verified student, for every screen of /student-main. */
export const verifiedMe: ApiHandler = () => json(makeMe({ idVerified: true, feeVerified: true }));

export function pdfResponse(): Response {
  return new Response('%PDF-1.7 test', { status: 200, headers: { 'Content-Type': 'application/pdf' } });
}

/** A cohort as GET /student/program and /public/program answer it (the SPEC's first cohort by default). */
export function cohortFacts(fields: Partial<CohortFields> = {}, enrolmentOpen = true): CohortFacts {
  const { seats: _seats, ...facts } = { ...FIRST_COHORT, ...fields };
  return { id: '000000000000000000000001', ...facts, enrolmentOpen };
}

/** GET /student/program: the cohort, the start dates still open (all of them by default) and its seats. */
export function programWith(fields: Partial<CohortFields> = {}, openStartDates?: string[], seats: SeatsView = seatsWith()): ApiHandler {
  const cohort = cohortFacts(fields);
  const answer: StudentProgram = { cohort, openStartDates: openStartDates ?? cohort.internshipStartDates, seats };
  return () => json(answer);
}
