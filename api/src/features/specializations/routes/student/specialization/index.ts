import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES, noSeatsLeft } from '@portal/domain/messages';
import { SelectionViewSchema, selectionViewFields } from '@portal/domain/views/specialization';
import { SPECIALIZATION_FIELD_ORDER } from '@portal/domain/specialization';
import { API_MESSAGES } from '../../../../../lib/messages.ts';
import { ConfirmField, SuccessMessage, sendFieldErrors } from '../../../../../schemas/program.ts';
import { JSON_BODY_ERRORS, NullableString, ROLE_ERRORS, errorResponses } from '../../../../../schemas/common.ts';

const FinalizedSchema = Type.Object({ ...selectionViewFields, message: SuccessMessage }, { additionalProperties: false });
const SelectionBody = Type.Object(
  {
    specialization: Type.Optional(NullableString({ maxLength: 100 })),
    startDateCode: Type.Optional(NullableString({ maxLength: 20 })),
    startDate: Type.Optional(NullableString({ maxLength: 40 })),
    durationWeeks: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 10 }), Type.Null()])),
    confirm: ConfirmField,
  },
  { additionalProperties: false },
);

/** Step 4 (SPEC §2 specializations): the student's specialization, start date and duration, finalized once. */
const specialization: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['student'],
        summary: 'The finalized selection, or nulls with finalized false',
        security: [{ bearerAuth: [] }],
        response: { 200: SelectionViewSchema, ...errorResponses(...ROLE_ERRORS) },
      },
    },
    async (request) => fastify.specializations.view(request.currentUser._id),
  );

  fastify.post(
    '/',
    {
      schema: {
        tags: ['student'],
        summary:
          "Finalize the selection once (irreversible) among the student's cohort's start dates that have not passed (a code such as DEC10, or the date 'YYYY-MM-DD') and durations; takes a seat of the cohort, first come first served",
        security: [{ bearerAuth: [] }],
        body: SelectionBody,
        response: { 200: FinalizedSchema, ...errorResponses(...JSON_BODY_ERRORS, ...ROLE_ERRORS, 409) },
      },
      preHandler: fastify.requireStepOpen('specialization'),
    },
    async (request, reply) => {
      const user = request.currentUser;
      const result = await fastify.specializations.select(user, request.body, request.body.confirm === true);
      if (!result.ok) {
        if (result.reason === 'invalid') return sendFieldErrors(reply, result.errors, SPECIALIZATION_FIELD_ORDER);
        if (result.reason === 'unconfirmed') throw fastify.httpErrors.badRequest(API_MESSAGES.confirmRequired);
        if (result.reason === 'no-seats') throw fastify.httpErrors.conflict(noSeatsLeft(result.specialization));
        throw fastify.httpErrors.conflict(API_MESSAGES.selectionAlreadyFinal);
      }
      request.log.info(
        { userId: String(user._id), specialization: result.view.specialization, seat: result.seatNumber },
        'specialization finalized',
      );
      return { ...result.view, message: MESSAGES.selectionFinalized };
    },
  );
};

export default specialization;
