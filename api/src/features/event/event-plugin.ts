import fp from 'fastify-plugin';
import { createEventRepository, type EventRepository } from './event-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Confluence event of each cohort and its registrations. */
    events: EventRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate(
      'events',
      createEventRepository({
        models: fastify.models,
        cohorts: fastify.cohorts,
        outbox: fastify.outbox,
        now: () => fastify.cohorts.now(),
      }),
    );
  },
  { name: 'event', dependencies: ['models', 'mail-outbox', 'cohorts'] },
);
