/**
 * fastify.journey: the ten steps of SPEC §4 computed on the server from stored facts by the
 * domain's computeJourney, so GET /student/journey and the dashboard always agree, and every
 * later step's route can refuse to act while its step is locked.
 */
import { computeJourney, lockedMessageFor, type JourneyFacts, type StepKey } from '@portal/domain/journey';
import { hasCurrentConsent } from '@portal/domain/privacy-notice';
import type { JourneyState } from '@portal/domain/views/journey';
import type { FastifyInstance } from 'fastify';
import type { Types } from 'mongoose';
import type { UserDoc } from '../../lib/models.ts';
import type { RevisionCache } from '../../plugins/cache-revisions.ts';
import type { BackgroundService } from '../backgrounds/background-service.ts';
import type { EventService } from '../event/event-service.ts';
import type { IdProofService } from '../id-proofs/id-proof-service.ts';
import type { JobSlotService } from '../job-slots/job-slot-service.ts';
import type { OfferLetterService } from '../offer-letters/offer-letter-service.ts';
import type { SpecializationService } from '../specializations/specialization-service.ts';

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
  specializations: Pick<SpecializationService, 'find'>;
  backgrounds: Pick<BackgroundService, 'find'>;
  offerLetters: Pick<OfferLetterService, 'facts'>;
  jobSlots: Pick<JobSlotService, 'hasBooking'>;
  events: Pick<EventService, 'isRegistered'>;
  cohorts: Pick<FastifyInstance['cohorts'], 'ofStudent'>;
}

/** What the steps need besides the account's own fields. */
type StoredFacts = Omit<JourneyFacts, 'feeVerified' | 'feePaid' | 'enrollmentStatus'>;

/**
 * `cache`: the stored facts kept per student under the facts revision, which every write to the
 * collections they come from advances; the account's own fields come from the request's fresh read.
 */
export function createJourneyService(deps: JourneyDeps, cache?: RevisionCache<StoredFacts>): Journey {
  async function storedFacts(user: UserDoc): Promise<StoredFacts> {
    const userId: Types.ObjectId = user._id;
    const [proof, selection, background, offer, booked, registered, cohort] = await Promise.all([
      deps.idProofs.findCurrent(String(userId)),
      deps.specializations.find(userId),
      deps.backgrounds.find(userId),
      deps.offerLetters.facts(userId),
      deps.jobSlots.hasBooking(userId),
      deps.events.isRegistered(userId),
      deps.cohorts.ofStudent(user),
    ]);
    return {
      idStatus: proof ? (proof.status as JourneyFacts['idStatus']) : 'NOT_UPLOADED',
      specializationFinalized: !!selection,
      backgroundFinalized: !!background,
      ...offer,
      jobInterviewBooked: booked,
      eventRegistered: registered,
      eventRegistrationOpen: !!cohort.eventRegistrationOpen,
    };
  }

  const journey: Journey = {
    async factsFor(user) {
      const stored = await (cache ? cache.get(String(user._id), () => storedFacts(user)) : storedFacts(user));
      return {
        ...stored,
        feeVerified: !!user.feeVerified,
        feePaid: !!user.feePaid,
        enrollmentStatus: user.enrollmentStatus ?? null,
        privacyConsent: hasCurrentConsent(user.privacyNoticeVersion),
      };
    },
    async stateFor(user) {
      return computeJourney(await journey.factsFor(user));
    },
    async lockedMessage(user, stepKey) {
      return lockedMessageFor(await journey.factsFor(user), stepKey);
    },
  };
  return journey;
}
