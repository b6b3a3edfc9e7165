/**
 * fastify.journey: the ten steps of SPEC §4 computed on the server from stored facts by the
 * domain's computeJourney, so GET /student/journey and the dashboard always agree, and every
 * later step's route can refuse to act while its step is locked.
 */
import { computeJourney, stepLockedMessage, type JourneyFacts, type StepKey } from '@portal/domain/journey';
import type { JourneyState } from '@portal/domain/views/journey';
import type { Types } from 'mongoose';
import type { UserDoc } from '../../lib/models.ts';
import type { BackgroundRepository } from '../backgrounds/background-service.ts';
import type { EventService } from '../event/event-service.ts';
import type { IdProofService } from '../id-proofs/id-proof-service.ts';
import type { JobSlotRepository } from '../job-slots/job-slot-service.ts';
import type { OfferLetterRepository } from '../offer-letters/offer-letter-service.ts';
import type { SpecializationRepository } from '../specializations/specialization-service.ts';

export interface Journey {
  /** The facts the steps are computed from: the ID status from the proof, the fee fields from the user. */
  factsFor(user: UserDoc): Promise<JourneyFacts>;
  stateFor(user: UserDoc): Promise<JourneyState>;
  /** While `stepKey` is locked for this user, the message naming the step to finish first (the route answers 409); null when open. */
  lockedMessage(user: UserDoc, stepKey: StepKey): Promise<string | null>;
}

/** The services whose facts make the steps. */
export interface JourneyDeps {
  idProofs: Pick<IdProofService, 'findCurrent'>;
  specializations: Pick<SpecializationRepository, 'find'>;
  backgrounds: Pick<BackgroundRepository, 'find'>;
  offerLetters: Pick<OfferLetterRepository, 'facts'>;
  jobSlots: Pick<JobSlotRepository, 'hasBooking'>;
  events: Pick<EventService, 'isRegistered'>;
}

export function createJourneyService(deps: JourneyDeps): Journey {
  const journey: Journey = {
    async factsFor(user) {
      const userId: Types.ObjectId = user._id;
      const [proof, selection, background, offer, booked, registered] = await Promise.all([
        deps.idProofs.findCurrent(String(userId)),
        deps.specializations.find(userId),
        deps.backgrounds.find(userId),
        deps.offerLetters.facts(userId),
        deps.jobSlots.hasBooking(userId),
        deps.events.isRegistered(userId),
      ]);
      return {
        idStatus: proof ? (proof.status as JourneyFacts['idStatus']) : 'NOT_UPLOADED',
        feeVerified: !!user.feeVerified,
        feePaid: !!user.feePaid,
        enrollmentStatus: user.enrollmentStatus ?? null,
        specializationFinalized: !!selection,
        backgroundFinalized: !!background,
        ...offer,
        jobInterviewBooked: booked,
        eventRegistered: registered,
      };
    },
    async stateFor(user) {
      return computeJourney(await journey.factsFor(user));
    },
    async lockedMessage(user, stepKey) {
      const state = await journey.stateFor(user);
      return state.steps.find((s) => s.key === stepKey)?.locked ? stepLockedMessage(stepKey) : null;
    },
  };
  return journey;
}
