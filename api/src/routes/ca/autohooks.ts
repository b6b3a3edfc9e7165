import type { FastifyInstance } from 'fastify';

/** Everything under /ca needs a signed-in CA (role read from the database). */
export default async function caHooks(fastify: FastifyInstance) {
  fastify.addHook('onRequest', fastify.authenticate);
  fastify.addHook('onRequest', fastify.requireRole('CA'));
}
