/** The letter of recommendation a mentor writes for one of their interns (404 for another mentor's intern). MENTOR only. */
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CERTIFICATE_MESSAGES, RECOMMENDATION_TEXT_MAX } from '@portal/domain/certificate';
import { INTERNSHIP_MESSAGES } from '@portal/domain/internship';
import { MentorRecommendationViewSchema } from '@portal/domain/views/certificate';
import { actorOf } from '../../../../../../plugins/authorization.ts';
import { JSON_BODY_ERRORS, ROLE_ERRORS, errorResponses } from '../../../../../../schemas/common.ts';

const Params = Type.Object({ internId: Type.String({ maxLength: 64 }) }, { additionalProperties: false });
const Body = Type.Object(
  { text: Type.String({ maxLength: 5000, description: `the letter, 1 to ${RECOMMENDATION_TEXT_MAX} characters of plain text` }) },
  { additionalProperties: false },
);

const recommendation: FastifyPluginAsyncTypebox = async (fastify) => {
  const mentorRoute = { tags: ['mentor'], security: [{ bearerAuth: [] }] };

  fastify.get(
    '/:internId/recommendation',
    {
      schema: {
        ...mentorRoute,
        summary: 'The letter of recommendation the mentor wrote for their intern (text null: not written yet)',
        params: Params,
        response: { 200: MentorRecommendationViewSchema, ...errorResponses(400, ...ROLE_ERRORS, 404) },
      },
    },
    async (request) => {
      const view = await fastify.certificates.mentorRecommendation(request.currentUser._id, request.params.internId);
      if (!view) throw fastify.httpErrors.notFound(INTERNSHIP_MESSAGES.internshipNotFound);
      return view;
    },
  );

  fastify.put(
    '/:internId/recommendation',
    {
      schema: {
        ...mentorRoute,
        summary:
          'Write or rewrite the letter of recommendation for an intern (an admin issues it as written, with the mentor’s name and title; 409 once issued)',
        params: Params,
        body: Body,
        response: { 200: MentorRecommendationViewSchema, ...errorResponses(...JSON_BODY_ERRORS, ...ROLE_ERRORS, 404, 409) },
      },
    },
    async (request) => {
      const result = await fastify.certificates.writeRecommendation(
        actorOf(request),
        request.currentUser._id,
        request.params.internId,
        request.body.text,
      );
      if (result.ok) return result.view;
      if (result.reason === 'not-found') throw fastify.httpErrors.notFound(INTERNSHIP_MESSAGES.internshipNotFound);
      if (result.reason === 'invalid') throw fastify.httpErrors.badRequest(CERTIFICATE_MESSAGES.textRequired);
      throw fastify.httpErrors.conflict(CERTIFICATE_MESSAGES.recommendationIssued);
    },
  );
};

export default recommendation;
