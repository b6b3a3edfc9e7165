/** The live training of a batch (cohort × specialization): settings, generating, editing, the meeting link, cancel and move. ADMIN only. */
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isCalendarDay } from '@portal/domain/calendar';
import { isTimeOfDay } from '@portal/domain/training';
import { AdminSessionViewSchema, BatchSessionsViewSchema, TrainingSettingsSchema } from '@portal/domain/views/training';
import { API_MESSAGES } from '../../../../../../lib/messages.ts';
import { actorOf } from '../../../../../../plugins/authorization.ts';
import { JSON_BODY_ERRORS, NullableString, QUERY_ERRORS, ROLE_ERRORS, errorResponses } from '../../../../../../schemas/common.ts';
import { TRAINING_MESSAGES } from '@portal/domain/training';
import type { ChangeResult, CohortBatchRefusal } from '../../../../training-service.ts';

const Id = Type.String({ maxLength: 64 });
const Reason = Type.String({ minLength: 1, maxLength: 500 });
const Url = Type.String({ maxLength: 2000, description: 'an https:// address' });
const BatchFields = { cohortId: Id, specialization: Type.String({ maxLength: 100 }) };

const SettingsBody = Type.Object(
  {
    sessionStartTime: Type.String({ maxLength: 5, description: 'HH:MM in India time' }),
    sessionMinutes: Type.Integer({ minimum: 30, maximum: 300 }),
    holidays: Type.Array(Type.String({ maxLength: 10, description: 'YYYY-MM-DD' }), { maxItems: 366 }),
    attendanceMinPercent: Type.Integer({ minimum: 1, maximum: 100 }),
    presentSharePercent: Type.Integer({ minimum: 1, maximum: 100 }),
  },
  { additionalProperties: false },
);
const EditBody = Type.Object(
  {
    topic: Type.Optional(NullableString({ maxLength: 200 })),
    instructor: Type.Optional(NullableString({ maxLength: 200 })),
    meetingUrl: Type.Optional(Type.Union([Url, Type.Null()])),
    recordingUrl: Type.Optional(Type.Union([Url, Type.Null()])),
    materials: Type.Optional(
      Type.Array(Type.Object({ title: Type.String({ minLength: 1, maxLength: 200 }), url: Url }, { additionalProperties: false }), {
        maxItems: 50,
      }),
    ),
  },
  { additionalProperties: false },
);

const HTTPS_MESSAGE = 'Links must be https:// addresses (Zoom, Google Meet, Teams, Jitsi or any secure site).';
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

function isHttpsUrl(text: string): boolean {
  try {
    return new URL(text).protocol === 'https:';
  } catch {
    return false;
  }
}

const training: FastifyPluginAsyncTypebox = async (fastify) => {
  const adminRoute = { tags: ['admin'], security: [{ bearerAuth: [] }] };

  function batchOrThrow<T>(result: T | CohortBatchRefusal): T {
    if (result === 'cohort-not-found') throw fastify.httpErrors.notFound(API_MESSAGES.cohortNotFound);
    if (result === 'unknown-specialization') throw fastify.httpErrors.badRequest(TRAINING_MESSAGES.unknownSpecialization);
    return result as T;
  }

  function changedOrThrow(result: ChangeResult) {
    if (result.ok) return result.view;
    if (result.reason === 'not-found') throw fastify.httpErrors.notFound(TRAINING_MESSAGES.sessionNotFound);
    if (result.reason === 'move-passed') throw fastify.httpErrors.badRequest(TRAINING_MESSAGES.movePassed);
    throw fastify.httpErrors.conflict(result.reason === 'cancelled' ? TRAINING_MESSAGES.cancelled : TRAINING_MESSAGES.started);
  }

  fastify.get(
    '/sessions',
    {
      schema: {
        ...adminRoute,
        summary: "A batch's settings, number of students and sessions in calendar order",
        querystring: Type.Object(BatchFields, { additionalProperties: false }),
        response: { 200: BatchSessionsViewSchema, ...errorResponses(...QUERY_ERRORS, ...ROLE_ERRORS, 404) },
      },
    },
    async (request) => batchOrThrow(await fastify.training.batch(request.query.cohortId, request.query.specialization)),
  );

  fastify.put(
    '/settings/:cohortId',
    {
      schema: {
        ...adminRoute,
        summary: "Sets a cohort's session time (India), length, holidays and attendance lines (recorded)",
        params: Type.Object({ cohortId: Id }, { additionalProperties: false }),
        body: SettingsBody,
        response: { 200: TrainingSettingsSchema, ...errorResponses(...JSON_BODY_ERRORS, ...ROLE_ERRORS, 404) },
      },
    },
    async (request) => {
      const { body } = request;
      if (!isTimeOfDay(body.sessionStartTime)) throw fastify.httpErrors.badRequest('Enter the session time as HH:MM, e.g. 18:30.');
      const wrongDay = body.holidays.find((d) => !isCalendarDay(d));
      if (wrongDay !== undefined) throw fastify.httpErrors.badRequest(`"${wrongDay}" is not a date: write holidays as YYYY-MM-DD.`);
      const saved = await fastify.training.saveSettings(actorOf(request), request.params.cohortId, {
        ...body,
        holidays: [...new Set(body.holidays)].sort(),
      });
      if (!saved) throw fastify.httpErrors.notFound(API_MESSAGES.cohortNotFound);
      return saved;
    },
  );

  fastify.post(
    '/sessions/generate',
    {
      schema: {
        ...adminRoute,
        summary:
          "Makes the batch's sessions from the cohort's calendar: every weekday but the holidays (generating again makes no duplicates)",
        body: Type.Object(BatchFields, { additionalProperties: false }),
        response: {
          200: Type.Object({ created: Type.Integer(), total: Type.Integer() }, { additionalProperties: false }),
          ...errorResponses(...JSON_BODY_ERRORS, ...ROLE_ERRORS, 404),
        },
      },
    },
    async (request) => batchOrThrow(await fastify.training.generate(actorOf(request), request.body.cohortId, request.body.specialization)),
  );

  fastify.post(
    '/sessions/meeting-link',
    {
      schema: {
        ...adminRoute,
        summary: 'Sets one meeting link on every session of the batch that has not started (a recurring meeting)',
        body: Type.Object({ ...BatchFields, meetingUrl: Url }, { additionalProperties: false }),
        response: {
          200: Type.Object({ updated: Type.Integer() }, { additionalProperties: false }),
          ...errorResponses(...JSON_BODY_ERRORS, ...ROLE_ERRORS, 404),
        },
      },
    },
    async (request) => {
      const { cohortId, specialization, meetingUrl } = request.body;
      if (!isHttpsUrl(meetingUrl)) throw fastify.httpErrors.badRequest(HTTPS_MESSAGE);
      return batchOrThrow(await fastify.training.setMeetingLink(actorOf(request), cohortId, specialization, meetingUrl));
    },
  );

  fastify.patch(
    '/sessions/:id',
    {
      schema: {
        ...adminRoute,
        summary: 'Edits a session: topic, instructor, meeting link, recording and materials (https links only)',
        params: Type.Object({ id: Id }, { additionalProperties: false }),
        body: EditBody,
        response: { 200: AdminSessionViewSchema, ...errorResponses(...JSON_BODY_ERRORS, ...ROLE_ERRORS, 404) },
      },
    },
    async (request) => {
      const { body } = request;
      const links = [body.meetingUrl, body.recordingUrl, ...(body.materials ?? []).map((m) => m.url)];
      if (links.some((url) => typeof url === 'string' && !isHttpsUrl(url))) throw fastify.httpErrors.badRequest(HTTPS_MESSAGE);
      const view = await fastify.training.edit(actorOf(request), request.params.id, body);
      if (!view) throw fastify.httpErrors.notFound(TRAINING_MESSAGES.sessionNotFound);
      return view;
    },
  );

  fastify.post(
    '/sessions/:id/cancel',
    {
      schema: {
        ...adminRoute,
        summary: 'Cancels a session that has not started, with a reason (recorded; the batch is mailed)',
        params: Type.Object({ id: Id }, { additionalProperties: false }),
        body: Type.Object({ reason: Reason }, { additionalProperties: false }),
        response: { 200: AdminSessionViewSchema, ...errorResponses(...JSON_BODY_ERRORS, ...ROLE_ERRORS, 404, 409) },
      },
    },
    async (request) => changedOrThrow(await fastify.training.cancel(actorOf(request), request.params.id, request.body.reason.trim())),
  );

  fastify.post(
    '/sessions/:id/move',
    {
      schema: {
        ...adminRoute,
        summary:
          'Moves a session that has not started to a new start, with a reason (recorded; the batch is mailed; its calendar event moves)',
        params: Type.Object({ id: Id }, { additionalProperties: false }),
        body: Type.Object(
          {
            startsAt: Type.String({ maxLength: 40, description: 'ISO 8601 with an offset, e.g. 2027-01-12T18:30:00+05:30' }),
            reason: Reason,
          },
          { additionalProperties: false },
        ),
        response: { 200: AdminSessionViewSchema, ...errorResponses(...JSON_BODY_ERRORS, ...ROLE_ERRORS, 404, 409) },
      },
    },
    async (request) => {
      const startsAt = new Date(request.body.startsAt);
      if (!ISO_WITH_OFFSET.test(request.body.startsAt) || Number.isNaN(startsAt.getTime()))
        throw fastify.httpErrors.badRequest('Give the new start as a date and time with its offset, e.g. 2027-01-12T18:30:00+05:30.');
      return changedOrThrow(await fastify.training.move(actorOf(request), request.params.id, startsAt, request.body.reason.trim()));
    },
  );
};

export default training;
