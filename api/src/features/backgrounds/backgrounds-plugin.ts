import fp from 'fastify-plugin';
import { createBackgroundRepository, type BackgroundRepository } from './background-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Student or professional background, once. */
    backgrounds: BackgroundRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('backgrounds', createBackgroundRepository({ models: fastify.models }));
  },
  { name: 'backgrounds', dependencies: ['models'] },
);
