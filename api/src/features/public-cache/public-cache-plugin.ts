import fp from 'fastify-plugin';
import { createPublicCache, type PublicAnswer, type PublicCache } from './public-cache-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The public read routes' answers, serialized once per public revision (public-cache-service.ts). */
    publicCache: PublicCache;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('publicCache', createPublicCache(fastify.cacheRevisions.cache<PublicAnswer>('public', { maxEntries: 16 })));
  },
  { name: 'public-cache', dependencies: ['cache-revisions'] },
);
