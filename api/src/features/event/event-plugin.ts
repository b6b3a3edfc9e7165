import fp from 'fastify-plugin';
import { createEventRepository } from './event-repository.ts';
import { createEventService, type EventService } from './event-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Confluence event of each cohort and its registrations. */
    events: EventService;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate(
      'events',
      createEventService({
        repository: createEventRepository(fastify.models),
        cohorts: fastify.cohorts,
        users: fastify.users,
        audit: fastify.auditTrail,
        outbox: fastify.outbox,
        now: () => fastify.cohorts.now(),
      }),
    );
  },
  { name: 'event', dependencies: ['models', 'auth', 'audit', 'mail-outbox', 'cohorts'] },
);
