import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { StepKey } from '@portal/domain/journey';
import { createJourneyService, type Journey } from './journey-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The ten journey steps from stored facts, and the message for a locked step. */
    journey: Journey;
    /**
     * A student route's preHandler (after its body is validated, before the handler): 409 with the
     * message naming the step to finish first while `stepKey` is locked. The areas' services never
     * ask the journey: it is built from them.
     */
    requireStepOpen(stepKey: StepKey): (request: FastifyRequest) => Promise<void>;
  }
}

export default fp(
  async (fastify) => {
    const journey = createJourneyService(fastify, fastify.cacheRevisions.cache('facts'));
    fastify.decorate('journey', journey);
    fastify.decorate('requireStepOpen', (stepKey: StepKey) => async (request: FastifyRequest) => {
      const locked = await journey.lockedMessage(request.currentUser, stepKey);
      if (locked) throw fastify.httpErrors.conflict(locked);
    });
  },
  {
    name: 'journey',
    dependencies: ['cache-revisions', 'id-proofs', 'specializations', 'backgrounds', 'offer-letters', 'job-slots', 'event', 'cohorts'],
  },
);
