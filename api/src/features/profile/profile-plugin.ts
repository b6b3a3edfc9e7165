import fp from 'fastify-plugin';
import { createProfileRepository } from './profile-repository.ts';
import { createProfileService, type ProfileService } from './profile-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The account's own profile and the rules of its update. */
    profiles: ProfileService;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('profiles', createProfileService(createProfileRepository(fastify.models)));
  },
  { name: 'profile', dependencies: ['models'] },
);
