import type { FastifyInstance } from 'fastify';

/** Everything under /admin needs a signed-in ADMIN (role read from the database). */
export default async function adminHooks(fastify: FastifyInstance) {
  fastify.addHook('onRequest', fastify.authenticate);
  fastify.addHook('onRequest', fastify.requireRole('ADMIN'));
}
