import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ProgramViewSchema } from '@portal/domain/views/program';

/** GET /public/program (no sign-in): the active cohort's public facts, and the next cohort once its training has started. */
const program: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['public'],
        summary: "The active cohort's dates, schedule, fee and event for the landing page; the next cohort when enrolment has closed",
        response: { 200: ProgramViewSchema },
      },
    },
    async () => fastify.cohorts.program(),
  );
};

export default program;
