import { SeatsViewSchema } from '@portal/domain/views/seats';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NOT_MODIFIED } from '../../../../../schemas/common.ts';

/**
 * GET /public/seats (no sign-in): the active cohort's seats and filled per specialization, filled =
 * baseline + finalized selections. Serialized once per public revision (a seat taken moves it);
 * sent with an ETag and a short Cache-Control, 304 to a matching If-None-Match.
 */
const seats: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/',
    {
      compress: false,
      schema: {
        tags: ['public'],
        summary: "The active cohort's seats and filled per specialization and in total, for the landing page (first come, first served)",
        description:
          'Sent with a strong ETag and Cache-Control; a request whose If-None-Match names the current ETag is answered 304 without a body.',
        response: { 200: SeatsViewSchema, 304: NOT_MODIFIED },
      },
    },
    async (request, reply) => {
      return fastify.publicCache.send(request, reply, 'seats', '', async () =>
        String(reply.serialize(await fastify.specializations.seats(await fastify.cohorts.active()))),
      );
    },
  );
};

export default seats;
