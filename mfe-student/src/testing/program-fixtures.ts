/** API answers for the program sections' tests: the journey at a given point, and the program views. */
import { SPECIALIZATIONS } from '@portal/domain/constants';
import { computeJourney, type JourneyFacts } from '@portal/domain/journey';
import { seatTotals } from '@portal/domain/specialization';
import type { SeatsView } from '@portal/domain/views/seats';
import { FIRST_COHORT, type CohortFields } from '@portal/domain/cohort';
import type { CohortFacts } from '@portal/domain/views/program';
import type { StudentProgram } from '../lib/student-program';
import { json, makeMe, mockApi, type ApiHandler } from './api-mock';
import type { StudentEventView } from '@portal/domain/views/event';
import type { JobSlotView } from '@portal/domain/views/job-slot';

/** Steps 1-3 done (ID verified, fee verified): the specialization is open. */
export const FEE_VERIFIED: JourneyFacts = { idStatus: 'VERIFIED', feeVerified: true };
/** Steps 1–8 done: the final letter is issued, so Jobs/PPO is open. */
export const FINAL_LETTER_ISSUED: JourneyFacts = {
  idStatus: 'VERIFIED',
  feeVerified: true,
  specializationFinalized: true,
  backgroundFinalized: true,
  offerDraftAvailable: true,
  signatureFinalized: true,
  finalLetterAvailable: true,
};

export function journeyWith(facts: JourneyFacts): ApiHandler {
  return () => json(computeJourney({ ...FEE_VERIFIED, ...facts }));
}

export function seatsWith(filled: Record<string, number> = {}): SeatsView {
  const specializations = SPECIALIZATIONS.map((s) => ({ name: s.name, seats: s.seats, filled: filled[s.name] ?? s.filled }));
  return { specializations, totals: seatTotals(specializations) };
}

/** GET /me of a verified student, for every screen of /student-main. */
export const verifiedMe: ApiHandler = () => json(makeMe({ idVerified: true, feeVerified: true }));

export function pdfResponse(): Response {
  return new Response('%PDF-1.7 test', { status: 200, headers: { 'Content-Type': 'application/pdf' } });
}

/** A cohort as GET /student/program and /public/program answer it (the SPEC's first cohort by default). */
export function cohortFacts(fields: Partial<CohortFields> = {}, enrolmentOpen = true): CohortFacts {
  const { seats: _seats, ...facts } = { ...FIRST_COHORT, ...fields };
  return { id: '000000000000000000000001', ...facts, enrolmentOpen, eventRegistrationOpen: false };
}

/** GET /student/program: the cohort, the start dates still open (all of them by default) and its seats. */
export function programWith(fields: Partial<CohortFields> = {}, openStartDates?: string[], seats: SeatsView = seatsWith()): ApiHandler {
  const cohort = cohortFacts(fields);
  const answer: StudentProgram = { cohort, openStartDates: openStartDates ?? cohort.internshipStartDates, seats };
  return () => json(answer);
}

/** GET /student/event: the first cohort's event, closed and not registered unless told otherwise. */
export function studentEvent(overrides: Partial<StudentEventView> = {}): StudentEventView {
  return {
    cohortId: '000000000000000000000001',
    cohortName: FIRST_COHORT.name,
    eventDate: FIRST_COHORT.eventDate,
    startsAt: null,
    venue: null,
    registrationOpen: false,
    dateLabel: '16 Jan 2026',
    detailsLabel: 'Time and venue are to be announced.',
    registeredAt: null,
    ...overrides,
  };
}

/** An interview slot as GET /student/job-slots lists it. */
export function jobSlot(overrides: Partial<JobSlotView> = {}): JobSlotView {
  return {
    id: 'slot-1',
    company: 'Acme Analytics',
    role: 'Data Analyst (PPO)',
    specialization: 'Data Science',
    startsAt: '2026-01-12T05:00:00.000Z',
    endsAt: '2026-01-12T05:45:00.000Z',
    durationMinutes: 45,
    mode: 'ONLINE',
    location: 'https://meet.example.com/acme',
    capacity: 10,
    seatsLeft: 4,
    ...overrides,
  };
}

/** The end of the journey's reads with nothing open yet: no booking (404), no slots, the event closed. */
export const JOURNEY_END_CLOSED: Record<string, ApiHandler> = {
  'GET /student/event': () => json(studentEvent()),
  'GET /student/job-slots/booking': () => json({ statusCode: 404, message: 'You have not booked an interview slot.' }, 404),
  'GET /student/job-slots': () => json([]),
};

/** Steps 1–4 done: the specialization is finalized, so the training and the internship are open. */
export const SPECIALIZED: JourneyFacts = { ...FEE_VERIFIED, specializationFinalized: true };

/** The API of /student-main for a verified student at this point of the journey, with the section's own answers. */
export function mockProgramApi(facts: JourneyFacts, answers: Record<string, ApiHandler> = {}) {
  return mockApi({
    'GET /me': verifiedMe,
    'GET /student/journey': journeyWith(facts),
    'GET /student/program': programWith(),
    ...JOURNEY_END_CLOSED,
    ...answers,
  });
}
