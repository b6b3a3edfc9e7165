import fp from 'fastify-plugin';
import { createSpecializationRepository, type SpecializationRepository } from './specialization-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Seats and first-come selections. */
    specializations: SpecializationRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate(
      'specializations',
      createSpecializationRepository({ models: fastify.models, seatBaseline: fastify.config.seatBaseline }),
    );
  },
  { name: 'specializations', dependencies: ['models', 'cohorts'] },
);
