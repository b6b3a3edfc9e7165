/** The intern's internship: the plan and the weekly reports. */
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { INTERNSHIP_MESSAGES, REPORT_FIELD_ORDER } from '@portal/domain/internship';
import { stepLockedMessage } from '@portal/domain/journey';
import { ReportBodySchema, StudentInternshipViewSchema, WeekViewSchema } from '@portal/domain/views/internship';
import { sendFieldErrors } from '../../../../../schemas/program.ts';
import { JSON_BODY_ERRORS, ROLE_ERRORS, errorResponses } from '../../../../../schemas/common.ts';

const internship: FastifyPluginAsyncTypebox = async (fastify) => {
  const studentRoute = { tags: ['student'], security: [{ bearerAuth: [] }] };
  // The internship opens once step 4 (the specialization) is done: the lock of the step after it says so.
  const afterSpecialization = fastify.requireStepOpen('background');
  const locked = () => fastify.httpErrors.conflict(stepLockedMessage('background'));

  fastify.get(
    '/',
    {
      schema: {
        ...studentRoute,
        summary: "The intern's plan: project, mentor and contact, the weeks with due dates and report states, the evaluation once given",
        response: { 200: StudentInternshipViewSchema, ...errorResponses(...ROLE_ERRORS, 409) },
      },
      preHandler: afterSpecialization,
    },
    async (request) => {
      const view = await fastify.internship.forStudent(request.currentUser);
      if (!view) throw locked();
      return view;
    },
  );

  fastify.put(
    '/reports/:week',
    {
      schema: {
        ...studentRoute,
        summary:
          'Writes or edits the weekly report of a week that has begun (409 before its first day, and once accepted or waived); late when first written after the due Sunday 23:59 India time',
        params: Type.Object({ week: Type.Integer({ minimum: 1, maximum: 52 }) }, { additionalProperties: false }),
        body: ReportBodySchema,
        response: { 200: WeekViewSchema, ...errorResponses(...JSON_BODY_ERRORS, ...ROLE_ERRORS, 404, 409) },
      },
      preHandler: afterSpecialization,
    },
    async (request, reply) => {
      const result = await fastify.internship.writeReport(request.currentUser, request.params.week, request.body);
      if (!result) throw locked();
      if (result.ok) return result.week;
      if (result.reason === 'invalid') return sendFieldErrors(reply, result.errors, REPORT_FIELD_ORDER);
      if (result.reason === 'no-such-week') throw fastify.httpErrors.notFound(INTERNSHIP_MESSAGES.noSuchWeek);
      throw fastify.httpErrors.conflict(result.reason === 'not-started' ? INTERNSHIP_MESSAGES.notStarted : INTERNSHIP_MESSAGES.notEditable);
    },
  );
};

export default internship;
