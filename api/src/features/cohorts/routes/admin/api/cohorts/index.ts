/** The program calendar: list, create, edit (until a student is verified into it) and activate cohorts. ADMIN only. */
import { Type, type Static } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { COHORT_FIELD_ORDER, type CohortFields } from '@portal/domain/cohort';
import { CohortAdminViewSchema } from '@portal/domain/views/program';
import type { FastifyReply } from 'fastify';
import type { CohortResult } from '../../../../cohort-service.ts';
import { actorOf } from '../../../../../../plugins/authorization.ts';
import { API_MESSAGES } from '../../../../../../lib/messages.ts';
import { sendFieldErrors } from '../../../../../../schemas/program.ts';
import { JSON_BODY_ERRORS, ROLE_ERRORS, errorResponses } from '../../../../../../schemas/common.ts';

const Day = Type.String({ maxLength: 10, description: 'YYYY-MM-DD' });
const CohortBody = Type.Object(
  {
    name: Type.String({ maxLength: 200 }),
    trainingStart: Day,
    trainingEnd: Day,
    schedule: Type.Object(
      { days: Type.String({ maxLength: 200 }), time: Type.String({ maxLength: 200 }) },
      { additionalProperties: false },
    ),
    internshipStartDates: Type.Array(Day, { maxItems: 24 }),
    durationsWeeks: Type.Array(Type.Integer(), { maxItems: 10 }),
    feeMinor: Type.Integer(),
    stipendNote: Type.String({ maxLength: 1000 }),
    excellenceMinScore: Type.Optional(
      Type.Number({ description: 'the final evaluation score a certificate of excellent performance needs (1.0–5.0); absent: 4.0' }),
    ),
    eventDate: Day,
    eventTime: Type.Union([Type.String({ maxLength: 200 }), Type.Null()]),
    eventVenue: Type.Union([Type.String({ maxLength: 400 }), Type.Null()]),
    seats: Type.Record(Type.String({ maxLength: 100 }), Type.Integer()),
  },
  { additionalProperties: false },
);
const IdParams = Type.Object({ id: Type.String({ maxLength: 64 }) }, { additionalProperties: false });
const EmptyBody = Type.Object({}, { additionalProperties: false });

/** The stored form: trimmed texts, sorted dates and durations. */
function normalized(body: Static<typeof CohortBody>): CohortFields {
  return {
    ...body,
    name: body.name.trim(),
    schedule: { days: body.schedule.days.trim(), time: body.schedule.time.trim() },
    internshipStartDates: [...body.internshipStartDates].sort(),
    durationsWeeks: [...body.durationsWeeks].sort((a, b) => a - b),
    stipendNote: body.stipendNote.trim(),
    eventTime: body.eventTime?.trim() || null,
    eventVenue: body.eventVenue?.trim() || null,
  };
}

const cohorts: FastifyPluginAsyncTypebox = async (fastify) => {
  const adminRoute = { tags: ['admin'], security: [{ bearerAuth: [] }] };

  /** The cohort's row, or the refusal as its status: 400 per field, 404, 409. */
  function answer(reply: FastifyReply, result: CohortResult, created = false) {
    if (result.ok) return reply.code(created ? 201 : 200).send(result.view);
    switch (result.reason) {
      case 'invalid':
        return sendFieldErrors(reply, result.problems, COHORT_FIELD_ORDER);
      case 'not-found':
        throw fastify.httpErrors.notFound(API_MESSAGES.cohortNotFound);
      case 'locked':
        throw fastify.httpErrors.conflict(API_MESSAGES.cohortLocked);
      case 'name-taken':
        throw fastify.httpErrors.conflict(API_MESSAGES.cohortNameTaken);
      case 'enrolment-closed':
        throw fastify.httpErrors.conflict(API_MESSAGES.cohortEnrolmentClosed);
    }
  }

  fastify.get(
    '/',
    {
      schema: {
        ...adminRoute,
        summary: 'Every cohort, latest training first, with its seats, the students verified into it and the seats filled',
        response: { 200: Type.Array(CohortAdminViewSchema), ...errorResponses(...ROLE_ERRORS) },
      },
    },
    async () => fastify.cohorts.list(),
  );

  fastify.post(
    '/',
    {
      schema: {
        ...adminRoute,
        summary: 'Create a cohort (no date that has passed; internships start after the training ends; 1 to 1,000 seats each)',
        body: CohortBody,
        response: { 201: CohortAdminViewSchema, ...errorResponses(...JSON_BODY_ERRORS, ...ROLE_ERRORS, 409) },
      },
    },
    async (request, reply) => answer(reply, await fastify.cohorts.create(actorOf(request), normalized(request.body)), true),
  );

  fastify.put(
    '/:id',
    {
      schema: {
        ...adminRoute,
        summary: "Edit a cohort until its first student's fee is verified (409 after); new dates must not have passed",
        params: IdParams,
        body: CohortBody,
        response: { 200: CohortAdminViewSchema, ...errorResponses(...JSON_BODY_ERRORS, ...ROLE_ERRORS, 404, 409) },
      },
    },
    async (request, reply) => answer(reply, await fastify.cohorts.update(actorOf(request), request.params.id, normalized(request.body))),
  );

  fastify.post(
    '/:id/activate',
    {
      schema: {
        ...adminRoute,
        summary:
          'Make this cohort the one open for enrolment (the landing page and newly verified students use it); 409 once its training has started',
        params: IdParams,
        body: EmptyBody,
        response: { 200: CohortAdminViewSchema, ...errorResponses(...JSON_BODY_ERRORS, ...ROLE_ERRORS, 404, 409) },
      },
    },
    async (request, reply) => answer(reply, await fastify.cohorts.activate(actorOf(request), request.params.id)),
  );
};

export default cohorts;
