/** One of the mentor's interns: their internship, a week's waiver, and the final evaluation. */
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { INTERNSHIP_MESSAGES } from '@portal/domain/internship';
import {
  EvaluationBodySchema,
  EvaluationViewSchema,
  MentorInternshipViewSchema,
  WaiveBodySchema,
  WeekViewSchema,
} from '@portal/domain/views/internship';
import { actorOf } from '../../../../../../plugins/authorization.ts';
import { JSON_BODY_ERRORS, ROLE_ERRORS, errorResponses } from '../../../../../../schemas/common.ts';
import { refusal } from '../../../../internship-refusals.ts';

const InternId = Type.String({ maxLength: 64 });

const interns: FastifyPluginAsyncTypebox = async (fastify) => {
  const mentorRoute = { tags: ['mentor'], security: [{ bearerAuth: [] }] };

  fastify.get(
    '/:internId/internship',
    {
      schema: {
        ...mentorRoute,
        summary: "One of the mentor's interns: the weeks with reports and states, and the evaluation (404 for another mentor's intern)",
        params: Type.Object({ internId: InternId }, { additionalProperties: false }),
        response: { 200: MentorInternshipViewSchema, ...errorResponses(400, ...ROLE_ERRORS, 404) },
      },
    },
    async (request) => {
      const view = await fastify.internship.internship(request.currentUser._id, request.params.internId);
      if (!view) throw fastify.httpErrors.notFound(INTERNSHIP_MESSAGES.internshipNotFound);
      return view;
    },
  );

  fastify.post(
    '/:internId/weeks/:week/waive',
    {
      schema: {
        ...mentorRoute,
        summary: 'Waives a week of the intern with a reason (it then counts as settled for the internship certificate)',
        params: Type.Object({ internId: InternId, week: Type.Integer({ minimum: 1, maximum: 52 }) }, { additionalProperties: false }),
        body: WaiveBodySchema,
        response: { 200: WeekViewSchema, ...errorResponses(...JSON_BODY_ERRORS, ...ROLE_ERRORS, 404, 409) },
      },
    },
    async (request) => {
      const { internId, week } = request.params;
      const result = await fastify.internship.waive(actorOf(request), request.currentUser._id, internId, week, request.body.reason);
      if (!result.ok) throw refusal(fastify, result);
      return result.week;
    },
  );

  fastify.put(
    '/:internId/evaluation',
    {
      schema: {
        ...mentorRoute,
        summary:
          'The final evaluation on the rubric (each criterion 1–5) with a comment: after the internship’s last day, changeable until a certificate resting on it is issued',
        params: Type.Object({ internId: InternId }, { additionalProperties: false }),
        body: EvaluationBodySchema,
        response: { 200: EvaluationViewSchema, ...errorResponses(...JSON_BODY_ERRORS, ...ROLE_ERRORS, 404, 409) },
      },
    },
    async (request) => {
      const result = await fastify.internship.evaluate(actorOf(request), request.currentUser._id, request.params.internId, request.body);
      if (!result.ok) throw refusal(fastify, result);
      return result.evaluation;
    },
  );
};

export default interns;
