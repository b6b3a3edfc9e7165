import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const Health = Type.Object(
  { status: Type.Union([Type.Literal('ok'), Type.Literal('error')]), db: Type.Union([Type.Literal('up'), Type.Literal('down')]) },
  { additionalProperties: false },
);

/** GET /health: 200 {status:'ok', db:'up'} when the database answers a ping, else 503. */
const health: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/health',
    {
      schema: { tags: ['health'], summary: 'Liveness and database check', response: { 200: Health, 503: Health } },
    },
    async (request, reply) => {
      try {
        const db = fastify.mongo.db;
        if (!db) throw new Error('not connected');
        await db.admin().ping();
        return { status: 'ok' as const, db: 'up' as const };
      } catch (err) {
        request.log.warn({ err }, 'health check: database ping failed');
        return reply.code(503).send({ status: 'error', db: 'down' });
      }
    },
  );
};

export default health;
