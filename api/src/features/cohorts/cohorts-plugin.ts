import fp from 'fastify-plugin';
import { createCohortRepository, programClock, type CohortRepository } from './cohort-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Cohorts: the program calendar. */
    cohorts: CohortRepository;
  }
}

export default fp(
  async (fastify) => {
    const cohorts = createCohortRepository({ models: fastify.models, now: programClock(fastify.config.programToday) });
    await cohorts.ensureFirst();
    fastify.decorate('cohorts', cohorts);
  },
  { name: 'cohorts', dependencies: ['models'] },
);
