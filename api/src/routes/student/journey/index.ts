import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { JOURNEY_STEPS } from '@portal/domain/journey';
import { ROLE_ERRORS, errorResponses } from '../../../schemas/common.ts';

const StepSchema = Type.Object(
  {
    number: Type.Integer(),
    key: Type.Enum(JOURNEY_STEPS.map((s) => s.key)),
    label: Type.String(),
    section: Type.String(),
    done: Type.Boolean(),
    locked: Type.Boolean(),
  },
  { additionalProperties: false },
);
const JourneySchema = Type.Object(
  {
    steps: Type.Array(StepSchema),
    done: Type.Integer(),
    total: Type.Integer(),
    percent: Type.Integer(),
    progressLabel: Type.String(),
  },
  { additionalProperties: false },
);

/** GET /student/journey: the ten steps with done and locked, computed from stored facts (SPEC §4). */
const journey: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['student'],
        summary: "The ten journey steps with done and locked, and the progress label 'done/total • percent'",
        security: [{ bearerAuth: [] }],
        response: { 200: JourneySchema, ...errorResponses(...ROLE_ERRORS) },
      },
    },
    async (request) => fastify.journey.stateFor(request.currentUser),
  );
};

export default journey;
