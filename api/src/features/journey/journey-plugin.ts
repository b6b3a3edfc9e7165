import fp from 'fastify-plugin';
import { createJourneyService, type Journey } from './journey-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The ten journey steps from stored facts, and the message for a locked step. */
    journey: Journey;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('journey', createJourneyService(fastify, fastify.cacheRevisions.cache('facts')));
  },
  {
    name: 'journey',
    dependencies: ['cache-revisions', 'id-proofs', 'specializations', 'backgrounds', 'offer-letters', 'job-slots', 'event'],
  },
);
