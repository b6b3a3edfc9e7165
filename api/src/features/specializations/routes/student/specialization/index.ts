import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES, noSeatsLeft } from '@portal/domain/messages';
import { SelectionViewSchema, selectionViewFields } from '@portal/domain/views/specialization';
import { SPECIALIZATION_FIELD_ORDER, normalizeSpecialization, validateSpecialization } from '@portal/domain/specialization';
import { API_MESSAGES } from '../../../../../lib/messages.ts';
import { ConfirmField, SuccessMessage, confirmMissing, sendFieldErrors } from '../../../../../schemas/program.ts';
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
    },
    async (request, reply) => {
      const user = request.currentUser;
      const locked = await fastify.journey.lockedMessage(user, 'specialization');
      if (locked) throw fastify.httpErrors.conflict(locked);
      if (await fastify.specializations.find(user._id)) throw fastify.httpErrors.conflict(API_MESSAGES.selectionAlreadyFinal);
      // The student's cohort decides the start dates, durations and seats; a passed date is refused.
      const cohort = await fastify.cohorts.ofStudent(user);
      const errors = validateSpecialization(request.body, cohort, fastify.cohorts.now());
      if (Object.keys(errors).length) return sendFieldErrors(reply, errors, SPECIALIZATION_FIELD_ORDER);
      const unconfirmed = confirmMissing(request.body);
      if (unconfirmed) throw fastify.httpErrors.badRequest(unconfirmed);

      const selection = normalizeSpecialization(request.body, cohort);
      const result = await fastify.specializations.finalize(user._id, cohort, selection);
      if (!result.ok) {
        throw fastify.httpErrors.conflict(
          result.reason === 'no-seats' ? noSeatsLeft(selection.specialization) : API_MESSAGES.selectionAlreadyFinal,
        );
      }
      request.log.info(
        { userId: String(user._id), specialization: selection.specialization, seat: result.selection.seatNumber },
        'specialization finalized',
      );
      return { ...(await fastify.specializations.view(user._id)), message: MESSAGES.selectionFinalized };
    },
  );
};

export default specialization;
