/**
 * What the landing page says when the API cannot be reached while it is rendered: the SPEC's first
 * cohort (domain/cohort.ts FIRST_COHORT) and its seat numbers, rather than an error page. The
 * browser reads the live facts again once it runs.
 */
import { FIRST_COHORT, enrolmentOpen } from '@portal/domain/cohort';
import { programLabels } from '@portal/domain/program';
import type { ProgramView } from '@portal/domain/views/program';
import { FALLBACK_SEATS } from '../features/landing/hooks/useLiveSeats';

export function staticProgram(now: Date = new Date()): ProgramView {
  const { seats: _seats, ...facts } = FIRST_COHORT;
  return {
    cohort: { ...facts, id: 'spec', enrolmentOpen: enrolmentOpen(FIRST_COHORT, now), eventRegistrationOpen: false },
    labels: programLabels(FIRST_COHORT),
    nextCohort: null,
  };
}

export const STATIC_SEATS = FALLBACK_SEATS;
