import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PRIVACY_NOTICE_CHANGED } from '@portal/domain/privacy-notice';
import { ConsentBodySchema, PrivacyStatusSchema } from '@portal/domain/views/privacy';
import { actorOf } from '../../../../../plugins/authorization.ts';
import { JSON_BODY_ERRORS, ROLE_ERRORS, errorResponses } from '../../../../../schemas/common.ts';

/** The student's consent to the privacy notice: where it stands, and the consent itself. */
const privacy: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['student'],
        summary: 'The current privacy notice version, the version the student consented to and when, the grievance officer and retention',
        security: [{ bearerAuth: [] }],
        response: { 200: PrivacyStatusSchema, ...errorResponses(...ROLE_ERRORS) },
      },
    },
    async (request) => fastify.privacy.status(request.currentUser),
  );

  fastify.post(
    '/consent',
    {
      schema: {
        tags: ['student'],
        summary:
          'Consent to the privacy notice of `noticeVersion` (recorded with the time, IP address and browser); 409 when that is not the current version',
        security: [{ bearerAuth: [] }],
        body: ConsentBodySchema,
        response: { 200: PrivacyStatusSchema, ...errorResponses(...JSON_BODY_ERRORS, ...ROLE_ERRORS, 409) },
      },
    },
    async (request) => {
      const given = await fastify.privacy.consent(
        actorOf(request),
        request.currentUser,
        request.body.noticeVersion,
        request.headers['user-agent'] ?? null,
      );
      if (!given.ok) throw fastify.httpErrors.conflict(PRIVACY_NOTICE_CHANGED);
      return given.status;
    },
  );
};

export default privacy;
