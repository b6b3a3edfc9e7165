/**
 * fastify.journey: the ten steps of SPEC §4 computed on the server from stored facts by the
 * domain's computeJourney, so GET /student/journey and the dashboard always agree, and every
 * later step's route can refuse to act while its step is locked.
 */
import fp from 'fastify-plugin';
import { computeJourney, stepLockedMessage, type JourneyFacts, type JourneyState, type StepKey } from '@portal/domain/journey';
import type { UserDoc } from '../../lib/models.ts';

export interface Journey {
  /** The facts the steps are computed from: the ID status from the proof, the fee fields from the user. */
  factsFor(user: UserDoc): Promise<JourneyFacts>;
  stateFor(user: UserDoc): Promise<JourneyState>;
  /** Throws 409 with a message naming the step to finish first while `stepKey` is locked for this user. */
  requireStepOpen(user: UserDoc, stepKey: StepKey): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The ten journey steps from stored facts, and the 409 for a locked step (plugins/app/journey.ts). */
    journey: Journey;
  }
}

export default fp(
  async (fastify) => {
    const journey: Journey = {
      async factsFor(user) {
        const [proof, selection, background, offer] = await Promise.all([
          fastify.idProofs.findCurrent(String(user._id)),
          fastify.specializations.find(user._id),
          fastify.backgrounds.find(user._id),
          fastify.offerLetters.facts(user._id),
        ]);
        return {
          idStatus: proof ? (proof.status as JourneyFacts['idStatus']) : 'NOT_UPLOADED',
          feeVerified: !!user.feeVerified,
          feePaid: !!user.feePaid,
          enrollmentStatus: user.enrollmentStatus ?? null,
          specializationFinalized: !!selection,
          backgroundFinalized: !!background,
          ...offer,
        };
      },
      async stateFor(user) {
        return computeJourney(await journey.factsFor(user));
      },
      async requireStepOpen(user, stepKey) {
        const state = await journey.stateFor(user);
        if (state.steps.find((s) => s.key === stepKey)?.locked) throw fastify.httpErrors.conflict(stepLockedMessage(stepKey));
      },
    };
    fastify.decorate('journey', journey);
  },
  { name: 'journey', dependencies: ['id-proofs', 'specializations', 'backgrounds', 'offer-letters', 'sensible'] },
);
