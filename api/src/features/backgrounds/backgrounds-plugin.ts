import fp from 'fastify-plugin';
import { createBackgroundRepository } from './background-repository.ts';
import { createBackgroundService, type BackgroundService } from './background-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Student or professional background, once. */
    backgrounds: BackgroundService;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('backgrounds', createBackgroundService({ repository: createBackgroundRepository(fastify.models) }));
  },
  { name: 'backgrounds', dependencies: ['models'] },
);
