import fp from 'fastify-plugin';
import { createCohortRepository } from './cohort-repository.ts';
import { createCohortService, type CohortService } from './cohort-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Cohorts: the program calendar. */
    cohorts: CohortService;
  }
}

export default fp(
  async (fastify) => {
    const { programToday, seatBaseline, nodeEnv } = fastify.config;
    const cohorts = createCohortService({
      repository: createCohortRepository(fastify.models),
      audit: fastify.auditTrail,
      programToday,
      requestDay: fastify.programClock.today,
      seatBaseline,
    });
    await cohorts.ensureFirst();
    // A development install on the real date shows a cohort open for enrolment (PROGRAM_TODAY keeps
    // the tests on the first cohort's calendar; production starts with the SPEC's first cohort only).
    if (nodeEnv === 'development' && !programToday) await cohorts.ensureDemonstration();
    fastify.decorate('cohorts', cohorts);
  },
  { name: 'cohorts', dependencies: ['models', 'audit', 'program-clock'] },
);
