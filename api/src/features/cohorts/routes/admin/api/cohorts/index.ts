/** The program calendar: list, create, edit (until a student is verified into it) and activate cohorts. ADMIN only. */
import { Type, type Static } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { COHORT_FIELD_ORDER, cohortProblems, type CohortFields } from '@portal/domain/cohort';
import { cohortFieldsOf } from '../../../../cohort-service.ts';
import { CohortAdminViewSchema } from '@portal/domain/views/program';
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
  const list = () => fastify.cohorts.list(fastify.config.seatBaseline);
  const viewOf = async (id: string) => (await list()).find((c) => c.id === id)!;

  fastify.get(
    '/',
    {
      schema: {
        ...adminRoute,
        summary: 'Every cohort, latest training first, with its seats, the students verified into it and the seats filled',
        response: { 200: Type.Array(CohortAdminViewSchema), ...errorResponses(...ROLE_ERRORS) },
      },
    },
    async () => list(),
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
    async (request, reply) => {
      const fields = normalized(request.body);
      const problems = cohortProblems(fields, { now: fastify.cohorts.now() });
      if (Object.keys(problems).length) return sendFieldErrors(reply, problems, COHORT_FIELD_ORDER);
      const created = await fastify.cohorts.create(fields);
      if (!created.ok) throw fastify.httpErrors.conflict(API_MESSAGES.cohortNameTaken);
      const id = String(created.cohort._id);
      await fastify.audit(request, { action: 'cohort.create', targetType: 'cohort', targetId: id, before: null, after: { ...fields } });
      return reply.code(201).send(await viewOf(id));
    },
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
    async (request, reply) => {
      const before = await fastify.cohorts.byId(request.params.id);
      if (!before) throw fastify.httpErrors.notFound(API_MESSAGES.cohortNotFound);
      const fields = normalized(request.body);
      // Dates kept as they were may lie in the past (a running cohort); a changed date may not.
      const datesChanged =
        fields.trainingStart !== before.trainingStart ||
        fields.trainingEnd !== before.trainingEnd ||
        fields.eventDate !== before.eventDate ||
        fields.internshipStartDates.join() !== [...before.internshipStartDates].sort().join();
      const problems = cohortProblems(fields, { now: fastify.cohorts.now(), newDates: datesChanged });
      if (Object.keys(problems).length) return sendFieldErrors(reply, problems, COHORT_FIELD_ORDER);
      const updated = await fastify.cohorts.update(request.params.id, fields);
      if (!updated.ok) {
        if (updated.reason === 'not-found') throw fastify.httpErrors.notFound(API_MESSAGES.cohortNotFound);
        throw fastify.httpErrors.conflict(updated.reason === 'locked' ? API_MESSAGES.cohortLocked : API_MESSAGES.cohortNameTaken);
      }
      await fastify.audit(request, {
        action: 'cohort.update',
        targetType: 'cohort',
        targetId: request.params.id,
        before: { ...cohortFieldsOf(before) },
        after: { ...fields },
      });
      return viewOf(request.params.id);
    },
  );

  fastify.post(
    '/:id/activate',
    {
      schema: {
        ...adminRoute,
        summary: 'Make this cohort the one open for enrolment (the landing page and newly verified students use it)',
        params: IdParams,
        body: EmptyBody,
        response: { 200: CohortAdminViewSchema, ...errorResponses(...JSON_BODY_ERRORS, ...ROLE_ERRORS, 404) },
      },
    },
    async (request) => {
      const previous = await fastify.cohorts.active();
      const activated = await fastify.cohorts.activate(request.params.id);
      if (!activated.ok) throw fastify.httpErrors.notFound(API_MESSAGES.cohortNotFound);
      await fastify.audit(request, {
        action: 'cohort.activate',
        targetType: 'cohort',
        targetId: request.params.id,
        before: { activeCohortId: String(previous._id), name: previous.name },
        after: { activeCohortId: request.params.id, name: activated.cohort.name },
      });
      return viewOf(request.params.id);
    },
  );
};

export default cohorts;
