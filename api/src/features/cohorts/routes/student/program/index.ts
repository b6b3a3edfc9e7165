import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { openStartDates } from '@portal/domain/cohort';
import { CohortFactsSchema } from '@portal/domain/views/program';
import { SeatsViewSchema } from '@portal/domain/views/seats';
import { ROLE_ERRORS, errorResponses } from '../../../../../schemas/common.ts';
import { cohortFacts } from '../../../cohort-views.ts';

const StudentProgramSchema = Type.Object(
  {
    cohort: CohortFactsSchema,
    openStartDates: Type.Array(Type.String(), { description: 'the start dates that can still be chosen (not passed), YYYY-MM-DD' }),
    seats: SeatsViewSchema,
  },
  { additionalProperties: false },
);

/** GET /student/program: the student's cohort (the active one until the fee is verified), its start dates still open and its seats. */
const program: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['student'],
        summary: "The student's cohort: training and internship dates, durations, fee, event; the start dates not yet passed; its seats",
        security: [{ bearerAuth: [] }],
        response: { 200: StudentProgramSchema, ...errorResponses(...ROLE_ERRORS) },
      },
    },
    async (request) => {
      const cohort = await fastify.cohorts.ofStudent(request.currentUser);
      const now = fastify.cohorts.now();
      return {
        cohort: cohortFacts(cohort, now),
        openStartDates: openStartDates(cohort, now),
        seats: await fastify.specializations.seats(cohort),
      };
    },
  );
};

export default program;
