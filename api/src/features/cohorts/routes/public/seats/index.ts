import { SeatsViewSchema } from '@portal/domain/views/seats';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** GET /public/seats (no sign-in): the active cohort's seats and filled per specialization, filled = baseline + finalized selections. */
const seats: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['public'],
        summary: "The active cohort's seats and filled per specialization and in total, for the landing page (first come, first served)",
        response: { 200: SeatsViewSchema },
      },
    },
    async () => fastify.specializations.seats(await fastify.cohorts.active()),
  );
};

export default seats;
