/** The mentor's review of a weekly report: accept it, or ask for changes with a comment. */
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ReviewBodySchema, WeekViewSchema } from '@portal/domain/views/internship';
import { actorOf } from '../../../../../../plugins/authorization.ts';
import { JSON_BODY_ERRORS, ROLE_ERRORS, errorResponses } from '../../../../../../schemas/common.ts';
import { refusal } from '../../../../internship-refusals.ts';

const reports: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/:reportId/review',
    {
      schema: {
        tags: ['mentor'],
        security: [{ bearerAuth: [] }],
        summary: "Accepts one of the mentor's interns' reports or asks for changes (a comment needed); the intern is mailed",
        params: Type.Object({ reportId: Type.String({ maxLength: 64 }) }, { additionalProperties: false }),
        body: ReviewBodySchema,
        response: { 200: WeekViewSchema, ...errorResponses(...JSON_BODY_ERRORS, ...ROLE_ERRORS, 404, 409) },
      },
    },
    async (request) => {
      const { decision, comment } = request.body;
      const result = await fastify.internship.review(
        actorOf(request),
        request.currentUser._id,
        request.params.reportId,
        decision === 'accept',
        comment,
      );
      if (!result.ok) throw refusal(fastify, result);
      return result.week;
    },
  );
};

export default reports;
