import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const Capacity = Type.Object({ name: Type.String(), seats: Type.Integer(), filled: Type.Integer() }, { additionalProperties: false });
const SeatsResponse = Type.Object(
  {
    specializations: Type.Array(Capacity),
    totals: Type.Object({ seats: Type.Integer(), filled: Type.Integer() }, { additionalProperties: false }),
  },
  { additionalProperties: false },
);

/** GET /public/seats (no sign-in): seats and filled per specialization, filled = baseline + finalized selections. */
const seats: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['public'],
        summary: 'Seats and filled per specialization and in total, for the landing page (first come, first served)',
        response: { 200: SeatsResponse },
      },
    },
    async () => fastify.specializations.seats(),
  );
};

export default seats;
