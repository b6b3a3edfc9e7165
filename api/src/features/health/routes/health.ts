import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse } from '../../../schemas/common.ts';
import { DATABASE_AWAY } from '../../../plugins/db-availability.ts';

const Health = Type.Object(
  { status: Type.Union([Type.Literal('ok'), Type.Literal('error')]), db: Type.Union([Type.Literal('up'), Type.Literal('down')]) },
  { additionalProperties: false },
);

/**
 * GET /health: 200 {status:'ok', db:'up'} when the database answers a ping in time, else 503 naming it
 * down (with Retry-After); served while it is away. While the process sheds load (@fastify/under-pressure) the 503 is
 * the common error body saying the server is busy.
 */
const health: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/health',
    {
      config: { servedWithoutDatabase: true },
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: Health, 503: Type.Union([Health, ErrorResponse]) },
      },
    },
    async (request, reply) => {
      if (await fastify.dbAvailability.check()) return { status: 'ok' as const, db: 'up' as const };
      request.log.warn('health check: the database did not answer its ping in time');
      // Like every other 503: when to ask again.
      return reply.code(503).headers(DATABASE_AWAY.headers).send({ status: 'error', db: 'down' });
    },
  );
};

export default health;
