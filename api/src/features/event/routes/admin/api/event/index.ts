/** The Confluence event of a cohort: announce its time and venue, open or close registration, list registrations. ADMIN only. */
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { cleanText } from '@portal/domain/clean-text';
import { EVENT_FIELD_ORDER, eventProblems } from '@portal/domain/event';
import { AdminEventViewSchema } from '@portal/domain/views/event';
import { API_MESSAGES } from '../../../../../../lib/messages.ts';
import { eventSettingsOf } from '../../../../event-views.ts';
import { actorOf } from '../../../../../../plugins/authorization.ts';
import { sendFieldErrors } from '../../../../../../schemas/program.ts';
import { JSON_BODY_ERRORS, NullableString, QUERY_ERRORS, ROLE_ERRORS, errorResponses } from '../../../../../../schemas/common.ts';

const CohortQuery = {
  cohortId: Type.Optional(Type.String({ maxLength: 64, description: 'the cohort; the active one when absent' })),
};
const ViewQuery = Type.Object(
  {
    ...CohortQuery,
    page: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);
const UpdateQuery = Type.Object(CohortQuery, { additionalProperties: false });
const EventBody = Type.Object(
  {
    registrationOpen: Type.Boolean(),
    startsAt: NullableString({ maxLength: 40, description: 'ISO 8601 instant; null: to be announced' }),
    venue: NullableString({ maxLength: 1000, description: 'null: to be announced' }),
  },
  { additionalProperties: false },
);

const event: FastifyPluginAsyncTypebox = async (fastify) => {
  const adminRoute = { tags: ['admin'], security: [{ bearerAuth: [] }] };
  const cohortOf = async (cohortId: string | undefined) => {
    const cohort = cohortId === undefined ? await fastify.cohorts.active() : await fastify.cohorts.byId(cohortId);
    if (!cohort) throw fastify.httpErrors.notFound(API_MESSAGES.cohortNotFound);
    return cohort;
  };

  fastify.get(
    '/',
    {
      schema: {
        ...adminRoute,
        summary:
          "A cohort's event (the active cohort's by default): time, venue, registration, the number registered and a page of them, newest first",
        querystring: ViewQuery,
        response: { 200: AdminEventViewSchema, ...errorResponses(...QUERY_ERRORS, ...ROLE_ERRORS, 404) },
      },
    },
    async (request) => {
      const { cohortId, page = 0, size = 25 } = request.query;
      return fastify.events.adminView(await cohortOf(cohortId), page, size);
    },
  );

  fastify.put(
    '/',
    {
      schema: {
        ...adminRoute,
        summary:
          'Announce the start (not passed, after the training starts) and the venue, and open or close registration (opening needs both)',
        querystring: UpdateQuery,
        body: EventBody,
        response: { 200: AdminEventViewSchema, ...errorResponses(...JSON_BODY_ERRORS, ...ROLE_ERRORS, 404) },
      },
    },
    async (request, reply) => {
      const cohort = await cohortOf(request.query.cohortId);
      const before = eventSettingsOf(cohort);
      const settings = {
        registrationOpen: request.body.registrationOpen,
        // A JSON null arrives as '' (the validator coerces it for the string branch): to be announced.
        startsAt: request.body.startsAt || null,
        venue: request.body.venue ? (cleanText(request.body.venue) ?? request.body.venue) : null,
      };
      const problems = eventProblems(settings, {
        now: fastify.cohorts.now(),
        trainingStart: cohort.trainingStart,
        previousStartsAt: before.startsAt,
      });
      if (Object.keys(problems).length) return sendFieldErrors(reply, problems, EVENT_FIELD_ORDER);
      const normalized = { ...settings, startsAt: settings.startsAt && new Date(settings.startsAt).toISOString() };
      const updated = await fastify.events.update(actorOf(request), cohort, normalized);
      return fastify.events.adminView(updated, 0, 25);
    },
  );
};

export default event;
