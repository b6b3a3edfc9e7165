import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { JOB_SLOT_MESSAGES } from '@portal/domain/job-slot';
import { JobBookingViewSchema, JobSlotViewSchema } from '@portal/domain/views/job-slot';
import { ConfirmField } from '../../../../../schemas/program.ts';
import { JSON_BODY_ERRORS, ROLE_ERRORS, errorResponses } from '../../../../../schemas/common.ts';
import type { BookingRefusal } from '../../../job-slot-service.ts';

const SlotParams = Type.Object({ id: Type.String({ maxLength: 64 }) }, { additionalProperties: false });
const BookBody = Type.Object({ confirm: ConfirmField }, { additionalProperties: false });

const REFUSALS: Record<BookingRefusal, { status: 404 | 409; message: string }> = {
  'not-found': { status: 404, message: JOB_SLOT_MESSAGES.slotNotFound },
  closed: { status: 409, message: JOB_SLOT_MESSAGES.slotClosed },
  full: { status: 409, message: JOB_SLOT_MESSAGES.slotFull },
  'not-for-you': { status: 409, message: JOB_SLOT_MESSAGES.notForYou },
  'already-booked': { status: 409, message: JOB_SLOT_MESSAGES.alreadyBooked },
  'no-specialization': { status: 409, message: JOB_SLOT_MESSAGES.notForYou },
};

/** Step 9: the interview slots a student whose final letter is issued may book, and their booking. */
const jobSlots: FastifyPluginAsyncTypebox = async (fastify) => {
  const studentRoute = { tags: ['student'], security: [{ bearerAuth: [] }] };

  fastify.get(
    '/',
    {
      schema: {
        ...studentRoute,
        summary:
          "Open interview slots that have not started, of the student's specialization or for all, soonest first (409 while step 8 is not done)",
        response: { 200: Type.Array(JobSlotViewSchema), ...errorResponses(...ROLE_ERRORS, 409) },
      },
      preHandler: fastify.requireStepOpen('jobs'),
    },
    async (request) => fastify.jobSlots.openFor(request.currentUser),
  );

  fastify.get(
    '/booking',
    {
      schema: {
        ...studentRoute,
        summary: "The student's standing booking, or null when none (not booked, or the slot was cancelled)",
        response: { 200: Type.Union([JobBookingViewSchema, Type.Null()]), ...errorResponses(...ROLE_ERRORS) },
      },
    },
    async (request) => fastify.jobSlots.booking(request.currentUser._id),
  );

  fastify.post(
    '/:id/book',
    {
      schema: {
        ...studentRoute,
        summary:
          'Book the slot (one standing booking per student; 409 when full, started, cancelled, of another specialization or already booked); mails a calendar file',
        params: SlotParams,
        body: BookBody,
        response: { 201: JobBookingViewSchema, ...errorResponses(...JSON_BODY_ERRORS, ...ROLE_ERRORS, 404, 409) },
      },
      preHandler: fastify.requireStepOpen('jobs'),
    },
    async (request, reply) => {
      const result = await fastify.jobSlots.book(request.currentUser, request.params.id, request.body.confirm === true);
      if (!result.ok) {
        if (result.reason === 'unconfirmed') throw fastify.httpErrors.badRequest(JOB_SLOT_MESSAGES.confirmRequired);
        const refusal = REFUSALS[result.reason];
        throw fastify.httpErrors.createError(refusal.status, refusal.message);
      }
      return reply.code(201).send(result.booking);
    },
  );
};

export default jobSlots;
