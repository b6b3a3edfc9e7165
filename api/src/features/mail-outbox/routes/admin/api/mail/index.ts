import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FailedMailPageSchema } from '@portal/domain/views/mail';
import { API_MESSAGES } from '../../../../../../lib/messages.ts';
import { JSON_BODY_ERRORS, QUERY_ERRORS, ROLE_ERRORS, errorResponses, pagingQuery } from '../../../../../../schemas/common.ts';

export const FAILED_MAIL_PAGE_SIZE_MAX = 100;

const PAGING = pagingQuery({ maxSize: FAILED_MAIL_PAGE_SIZE_MAX, defaultSize: 20 });
const PageQuery = Type.Object(
  {
    ...PAGING.properties,
  },
  { additionalProperties: false },
);
const IdParams = Type.Object({ id: Type.String({ maxLength: 64 }) }, { additionalProperties: false });
const EmptyBody = Type.Object({}, { additionalProperties: false });

/** Mail delivery: the mails the outbox gave up on, and sending one again (features/mail-outbox/outbox-service.ts). */
const mail: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/failed',
    {
      schema: {
        tags: ['admin'],
        summary: 'Mails not delivered after every attempt, most recently failed first, one page at a time',
        security: [{ bearerAuth: [] }],
        querystring: PageQuery,
        response: { 200: FailedMailPageSchema, ...errorResponses(...QUERY_ERRORS, ...ROLE_ERRORS) },
      },
    },
    async (request) => {
      const { page, size } = PAGING.of(request.query);
      return fastify.outbox.failed(page, size);
    },
  );

  fastify.post(
    '/:id/retry',
    {
      schema: {
        tags: ['admin'],
        summary: 'Send a failed mail again, with a fresh round of attempts; 404 when it is not (or no longer) failed',
        security: [{ bearerAuth: [] }],
        params: IdParams,
        body: EmptyBody,
        response: { 204: Type.Null(), ...errorResponses(...JSON_BODY_ERRORS, ...ROLE_ERRORS, 404) },
      },
    },
    async (request, reply) => {
      if (!(await fastify.outbox.retry(request.params.id))) throw fastify.httpErrors.notFound(API_MESSAGES.failedMailNotFound);
      await fastify.audit(request, {
        action: 'mail.retry',
        targetType: 'mail',
        targetId: request.params.id,
        before: { failed: true },
        after: { failed: false },
      });
      return reply.code(204).send(null);
    },
  );
};

export default mail;
