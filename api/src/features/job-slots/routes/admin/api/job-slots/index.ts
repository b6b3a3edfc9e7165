/** Job/PPO interview slots: publish (eligible students are mailed), list with bookings, cancel. ADMIN only. */
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  JOB_SLOT_FIELD_ORDER,
  JOB_SLOT_MESSAGES,
  JOB_SLOT_MODES,
  cancelReasonOf,
  jobSlotProblems,
  normalizedJobSlot,
} from '@portal/domain/job-slot';
import { JobSlotAdminPageSchema, JobSlotAdminViewSchema } from '@portal/domain/views/job-slot';
import { actorOf } from '../../../../../../plugins/authorization.ts';
import { sendFieldErrors } from '../../../../../../schemas/program.ts';
import {
  JSON_BODY_ERRORS,
  NullableString,
  QUERY_ERRORS,
  ROLE_ERRORS,
  errorResponses,
  pagingQuery,
} from '../../../../../../schemas/common.ts';

const SlotBody = Type.Object(
  {
    company: Type.String({ maxLength: 500 }),
    role: Type.String({ maxLength: 500 }),
    specialization: NullableString({ maxLength: 100 }),
    startsAt: Type.String({ maxLength: 40, description: 'ISO 8601 instant, e.g. 2026-01-12T10:30:00+05:30' }),
    durationMinutes: Type.Integer(),
    mode: Type.String({ maxLength: 10, description: JOB_SLOT_MODES.join(' or ') }),
    location: Type.String({ maxLength: 1000 }),
    capacity: Type.Integer(),
  },
  { additionalProperties: false },
);
const IdParams = Type.Object({ id: Type.String({ maxLength: 64 }) }, { additionalProperties: false });
const CancelBody = Type.Object({ reason: Type.String({ maxLength: 2000 }) }, { additionalProperties: false });
const PAGING = pagingQuery({ maxSize: 50, defaultSize: 20, maxPage: 10_000 });
const PageQuery = Type.Object(PAGING.properties, { additionalProperties: false });

const jobSlots: FastifyPluginAsyncTypebox = async (fastify) => {
  const adminRoute = { tags: ['admin'], security: [{ bearerAuth: [] }] };

  fastify.get(
    '/',
    {
      schema: {
        ...adminRoute,
        summary: 'Interview slots, latest start first, one page at a time, each with its bookings',
        querystring: PageQuery,
        response: { 200: JobSlotAdminPageSchema, ...errorResponses(...QUERY_ERRORS, ...ROLE_ERRORS) },
      },
    },
    async (request) => {
      const { page, size } = PAGING.of(request.query);
      return fastify.jobSlots.adminPage(page, size);
    },
  );

  fastify.post(
    '/',
    {
      schema: {
        ...adminRoute,
        summary:
          'Publish a slot (a future start; an https link online, an address on site; 1 to 500 seats); each eligible student is mailed once',
        body: SlotBody,
        response: { 201: JobSlotAdminViewSchema, ...errorResponses(...JSON_BODY_ERRORS, ...ROLE_ERRORS) },
      },
    },
    async (request, reply) => {
      // The JSON null of "all specializations" arrives as '' (the validator coerces it for the string branch).
      const fields = {
        ...request.body,
        specialization: request.body.specialization || null,
        mode: request.body.mode as (typeof JOB_SLOT_MODES)[number],
      };
      const problems = jobSlotProblems(fields, fastify.cohorts.now());
      if (Object.keys(problems).length) return sendFieldErrors(reply, problems, JOB_SLOT_FIELD_ORDER);
      const slot = await fastify.jobSlots.create(actorOf(request), normalizedJobSlot(fields));
      return reply.code(201).send(slot);
    },
  );

  fastify.post(
    '/:id/cancel',
    {
      schema: {
        ...adminRoute,
        summary: 'Cancel a slot with a reason: each booked student is mailed and may book another slot',
        params: IdParams,
        body: CancelBody,
        response: { 200: JobSlotAdminViewSchema, ...errorResponses(...JSON_BODY_ERRORS, ...ROLE_ERRORS, 404, 409) },
      },
    },
    async (request) => {
      const reason = cancelReasonOf(request.body.reason);
      if (!reason) throw fastify.httpErrors.badRequest(JOB_SLOT_MESSAGES.cancelReasonRequired);
      const result = await fastify.jobSlots.cancel(actorOf(request), request.params.id, reason);
      if (!result.ok) {
        if (result.reason === 'not-found') throw fastify.httpErrors.notFound(JOB_SLOT_MESSAGES.slotNotFound);
        throw fastify.httpErrors.conflict(JOB_SLOT_MESSAGES.alreadyCancelled);
      }
      return result.slot;
    },
  );
};

export default jobSlots;
