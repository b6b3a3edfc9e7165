import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { JourneyStateSchema } from '@portal/domain/views/journey';
import { ROLE_ERRORS, errorResponses } from '../../../../../schemas/common.ts';

/** GET /student/journey: the ten steps with done and locked, computed from stored facts (SPEC §4). */
const journey: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['student'],
        summary: "The ten journey steps with done and locked, and the progress label 'done/total • percent'",
        security: [{ bearerAuth: [] }],
        response: { 200: JourneyStateSchema, ...errorResponses(...ROLE_ERRORS) },
      },
    },
    async (request) => fastify.journey.stateFor(request.currentUser),
  );
};

export default journey;
