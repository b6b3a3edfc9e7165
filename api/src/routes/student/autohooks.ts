import type { FastifyInstance } from 'fastify';

/** Everything under /student needs a signed-in STUDENT (role read from the database). */
export default async function studentHooks(fastify: FastifyInstance) {
  fastify.addHook('onRequest', fastify.authenticate);
  fastify.addHook('onRequest', fastify.requireRole('STUDENT'));
}
