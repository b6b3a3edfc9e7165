/** The student's live training: the schedule and attendance, joining through the portal, the calendar feed and reminders. */
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { stepLockedMessage } from '@portal/domain/journey';
import { hasCurrentConsent } from '@portal/domain/privacy-notice';
import { StudentJoinViewSchema, StudentTrainingViewSchema } from '@portal/domain/views/training';
import { JSON_BODY_ERRORS, ROLE_ERRORS, errorResponses } from '../../../../../schemas/common.ts';
import { TRAINING_MESSAGES } from '@portal/domain/training';

/** Where this API was reached: the calendar feed is served by it. */
const apiOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

const training: FastifyPluginAsyncTypebox = async (fastify) => {
  const studentRoute = { tags: ['student'], security: [{ bearerAuth: [] }] };
  // The training opens once step 4 (the specialization) is done: the lock of the step after it says so.
  const afterSpecialization = fastify.requireStepOpen('background');

  fastify.get(
    '/',
    {
      schema: {
        ...studentRoute,
        summary: "The student's batch: the next session, the schedule, attendance so far, the calendar feed and reminders",
        response: { 200: StudentTrainingViewSchema, ...errorResponses(...ROLE_ERRORS, 409) },
      },
    },
    // The step check is the page's own read: a student with a finalized specialization (and the
    // current consent) has step 4 done; the journey is asked only to word a refusal.
    async (request) => {
      const user = request.currentUser;
      const view = hasCurrentConsent(user.privacyNoticeVersion) ? await fastify.training.forStudent(user, apiOrigin(request)) : null;
      if (!view)
        throw fastify.httpErrors.conflict((await fastify.journey.lockedMessage(user, 'background')) ?? stepLockedMessage('background'));
      return view;
    },
  );

  const sessionParams = Type.Object({ id: Type.String({ maxLength: 64 }) }, { additionalProperties: false });
  const joinRefusals = errorResponses(400, ...ROLE_ERRORS, 404, 409);
  /** The join recorded, or the answer that refuses it. */
  async function joinOrRefuse(request: FastifyRequest<{ Params: { id: string } }>): Promise<string> {
    const result = await fastify.training.join(request.currentUser, request.params.id);
    if (result.ok) return result.meetingUrl;
    if (result.reason === 'not-found') throw fastify.httpErrors.notFound(TRAINING_MESSAGES.sessionNotFound);
    throw fastify.httpErrors.conflict(result.message);
  }

  fastify.get(
    '/sessions/:id/join',
    {
      schema: {
        ...studentRoute,
        summary:
          'Joins a session of the batch: records the join and answers 302 to the meeting link, from 15 minutes before the start until the end (409 outside it, cancelled or without a link)',
        params: sessionParams,
        response: { 302: Type.Null({ description: 'Location: the meeting link' }), ...joinRefusals },
      },
      preHandler: afterSpecialization,
    },
    async (request, reply) => reply.redirect(await joinOrRefuse(request), 302),
  );

  // The same join for the portal's own page: a tab opened with the bearer token cannot follow a
  // redirect it must sign in for, so the page asks here and opens the link itself.
  fastify.post(
    '/sessions/:id/join',
    {
      schema: {
        ...studentRoute,
        summary: 'Joins a session of the batch as GET …/join does, answering the meeting link instead of redirecting to it',
        params: sessionParams,
        response: { 200: StudentJoinViewSchema, ...joinRefusals },
      },
      preHandler: afterSpecialization,
    },
    async (request) => ({ meetingUrl: await joinOrRefuse(request) }),
  );

  fastify.post(
    '/calendar-token',
    {
      schema: {
        ...studentRoute,
        summary: 'A new private calendar URL: the old one ends',
        response: {
          200: Type.Object({ calendarUrl: Type.String() }, { additionalProperties: false }),
          ...errorResponses(...ROLE_ERRORS, 409),
        },
      },
      preHandler: afterSpecialization,
    },
    async (request) => fastify.training.renewCalendarToken(request.currentUser, apiOrigin(request)),
  );

  fastify.put(
    '/reminders',
    {
      schema: {
        ...studentRoute,
        summary: 'Turns the reminder mail an hour before each session on or off',
        body: Type.Object({ on: Type.Boolean() }, { additionalProperties: false }),
        response: {
          200: Type.Object({ remindersOn: Type.Boolean() }, { additionalProperties: false }),
          ...errorResponses(...JSON_BODY_ERRORS, ...ROLE_ERRORS, 409),
        },
      },
      preHandler: afterSpecialization,
    },
    async (request) => fastify.training.setReminders(request.currentUser, request.body.on),
  );
};

export default training;
