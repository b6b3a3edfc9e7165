/**
 * fastify.journey: the ten steps of SPEC §4 computed on the server from stored facts by the
 * domain's computeJourney, so GET /student/journey and the dashboard always agree, and every
 * later step's route can refuse to act while its step is locked.
 */
import fp from 'fastify-plugin';
import { computeJourney, stepLockedMessage, type JourneyFacts, type StepKey } from '@portal/domain/journey';
import type { JourneyState } from '@portal/domain/views/journey';
import type { UserDoc } from '../../lib/models.ts';

export interface Journey {
  /** The facts the steps are computed from: the ID status from the proof, the fee fields from the user. */
  factsFor(user: UserDoc): Promise<JourneyFacts>;
  stateFor(user: UserDoc): Promise<JourneyState>;
  /** While `stepKey` is locked for this user, the message naming the step to finish first (the route answers 409); null when open. */
  lockedMessage(user: UserDoc, stepKey: StepKey): Promise<string | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The ten journey steps from stored facts, and the message for a locked step (plugins/app/journey.ts). */
    journey: Journey;
  }
}

export default fp(
  async (fastify) => {
    const journey: Journey = {
      async factsFor(user) {
        const [proof, selection, background, offer, booking, registered] = await Promise.all([
          fastify.idProofs.findCurrent(String(user._id)),
          fastify.specializations.find(user._id),
          fastify.backgrounds.find(user._id),
          fastify.offerLetters.facts(user._id),
          fastify.models.JobBooking.exists({ holder: String(user._id) }),
          fastify.events.isRegistered(user._id),
        ]);
        return {
          idStatus: proof ? (proof.status as JourneyFacts['idStatus']) : 'NOT_UPLOADED',
          feeVerified: !!user.feeVerified,
          feePaid: !!user.feePaid,
          enrollmentStatus: user.enrollmentStatus ?? null,
          specializationFinalized: !!selection,
          backgroundFinalized: !!background,
          ...offer,
          jobInterviewBooked: !!booking,
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
    fastify.decorate('journey', journey);
  },
  { name: 'journey', dependencies: ['id-proofs', 'specializations', 'backgrounds', 'offer-letters', 'events'] },
);
