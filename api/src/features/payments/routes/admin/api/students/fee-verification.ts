import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { UserDoc } from '../../../../../../lib/models.ts';
import { API_MESSAGES } from '../../../../../../lib/messages.ts';
import { JSON_BODY_ERRORS, ROLE_ERRORS, errorResponses } from '../../../../../../schemas/common.ts';
import { StudentParams, studentOrFail, studentRow } from '../../../../student-rows.ts';
import { StudentPaymentRowSchema } from '@portal/domain/views/student-payments';
import { actorOf } from '../../../../../../plugins/authorization.ts';
import { FeeChangeBusyError, type FeeChangeKind } from '../../../../fee-changes.ts';

const EmptyBody = Type.Object({}, { additionalProperties: false });
const errors = errorResponses(...JSON_BODY_ERRORS, ...ROLE_ERRORS, 404, 409);

/**
 * POST /admin/api/students/{id}/payment/verify and /unverify (SPEC §7): fee verification, which
 * issues the invoice or a credit note against it. The change itself is fastify.feeChanges: one at a time per student
 * across every API process, finished even after a crash.
 */
const feeVerificationRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  async function changeFee(kind: FeeChangeKind, student: UserDoc, request: FastifyRequest): Promise<UserDoc> {
    try {
      return await fastify.feeChanges[kind](student._id, actorOf(request));
    } catch (err) {
      if (err instanceof FeeChangeBusyError) throw fastify.httpErrors.conflict(API_MESSAGES.feeChangeBusy);
      throw err;
    }
  }

  fastify.post(
    '/:id/payment/verify',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Mark the fee verified and issue exactly one GST invoice (repeated or concurrent calls answer the same state); needs step 1 (ID verified)',
        security: [{ bearerAuth: [] }],
        params: StudentParams,
        body: Type.Optional(EmptyBody),
        response: { 200: StudentPaymentRowSchema, ...errors },
      },
    },
    async (request) => {
      const student = await studentOrFail(fastify, request.params.id);
      if (!student.idVerified) throw fastify.httpErrors.conflict(API_MESSAGES.feeNeedsIdVerified);
      return studentRow(fastify, await changeFee('verify', student, request));
    },
  );

  fastify.post(
    '/:id/payment/unverify',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Remove the fee mark and issue a credit note for its invoice (the invoice stays issued; the CA figures are net of the credit note)',
        security: [{ bearerAuth: [] }],
        params: StudentParams,
        body: Type.Optional(EmptyBody),
        response: { 200: StudentPaymentRowSchema, ...errors },
      },
    },
    async (request) => {
      const student = await studentOrFail(fastify, request.params.id);
      return studentRow(fastify, await changeFee('unverify', student, request));
    },
  );
};

export default feeVerificationRoutes;
