import fp from 'fastify-plugin';
import { createSpecializationRepository } from './specialization-repository.ts';
import { createSpecializationService, type SpecializationService } from './specialization-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Seats and first-come selections. */
    specializations: SpecializationService;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate(
      'specializations',
      createSpecializationService({
        repository: createSpecializationRepository(fastify.models),
        cohorts: fastify.cohorts,
        seatBaseline: fastify.config.seatBaseline,
      }),
    );
  },
  { name: 'specializations', dependencies: ['models', 'cohorts'] },
);
