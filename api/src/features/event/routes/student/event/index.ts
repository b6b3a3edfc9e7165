import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EVENT_MESSAGES } from '@portal/domain/event';
import { StudentEventViewSchema } from '@portal/domain/views/event';
import { ConfirmField } from '../../../../../schemas/program.ts';
import { JSON_BODY_ERRORS, ROLE_ERRORS, errorResponses } from '../../../../../schemas/common.ts';

const RegisterBody = Type.Object({ confirm: ConfirmField }, { additionalProperties: false });

/** Step 10: the Confluence event of the student's cohort and the student's registration. */
const event: FastifyPluginAsyncTypebox = async (fastify) => {
  const studentRoute = { tags: ['student'], security: [{ bearerAuth: [] }] };

  fastify.get(
    '/',
    {
      schema: {
        ...studentRoute,
        summary:
          "The event of the student's cohort: date, time and venue (or to be announced), whether registration is open, and the student's registration",
        response: { 200: StudentEventViewSchema, ...errorResponses(...ROLE_ERRORS) },
      },
    },
    async (request) => fastify.events.forStudent(request.currentUser),
  );

  fastify.post(
    '/registration',
    {
      schema: {
        ...studentRoute,
        summary:
          "Register for the event while registration is open (409 'Registration not yet opened' otherwise, or when already registered); mails a calendar file",
        body: RegisterBody,
        response: { 201: StudentEventViewSchema, ...errorResponses(...JSON_BODY_ERRORS, ...ROLE_ERRORS, 409) },
      },
    },
    async (request, reply) => {
      if (request.body.confirm !== true) throw fastify.httpErrors.badRequest(EVENT_MESSAGES.confirmRequired);
      const result = await fastify.events.register(request.currentUser);
      if (!result.ok)
        throw fastify.httpErrors.conflict(result.reason === 'closed' ? EVENT_MESSAGES.closed : EVENT_MESSAGES.alreadyRegistered);
      return reply.code(201).send(result.view);
    },
  );
};

export default event;
