import fp from 'fastify-plugin';
import { PUBLIC_REVISION_REUSE_MS, createPublicCache, type PublicAnswer, type PublicCache } from './public-cache-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The public read routes' answers, serialized once per public revision (public-cache-service.ts). */
    publicCache: PublicCache;
  }
}

export default fp(
  async (fastify) => {
    // Every landing view asks: a revision read at most PUBLIC_REVISION_REUSE_MS old is enough (see the service).
    fastify.decorate(
      'publicCache',
      createPublicCache(fastify.cacheRevisions.cache<PublicAnswer>('public', { maxEntries: 16, reuseReadForMs: PUBLIC_REVISION_REUSE_MS })),
    );
  },
  { name: 'public-cache', dependencies: ['cache-revisions'] },
);
