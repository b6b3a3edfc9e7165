import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { JSON_BODY_ERRORS, ROLE_ERRORS, errorResponses } from '../../../../../../schemas/common.ts';
import { StudentParams, studentOrFail } from '../../../../student-params.ts';
import { FeeEvidenceBodySchema, StudentPaymentRowSchema } from '@portal/domain/views/student-payments';
import { actorOf } from '../../../../../../plugins/authorization.ts';
import { paymentError } from '../../../../payment-errors.ts';

const EmptyBody = Type.Object({}, { additionalProperties: false });
const errors = errorResponses(...JSON_BODY_ERRORS, ...ROLE_ERRORS, 404, 409);

/**
 * POST /admin/api/students/{id}/payment/verify and /unverify (SPEC §7): fee verification, which
 * issues the invoice or a credit note against it. The change itself is fastify.payments: one at a time per student
 * across every API process, finished even after a crash. Verify's body is the SPEC's empty object, or
 * the evidence of a fee paid otherwise (how, the reference, the day), which its invoice prints.
 */
const feeVerificationRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/:id/payment/verify',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Mark the fee verified and issue exactly one GST invoice (repeated or concurrent calls answer the same state); needs step 1 (ID verified). The body may record how a fee paid otherwise was paid (method, reference, paidOn), printed on the invoice',
        security: [{ bearerAuth: [] }],
        params: StudentParams,
        body: Type.Optional(FeeEvidenceBodySchema),
        response: { 200: StudentPaymentRowSchema, ...errors },
      },
    },
    async (request) => {
      const student = await studentOrFail(fastify, request.params.id);
      const result = await fastify.payments.verifyFee(actorOf(request), student, request.body ?? {});
      if (!result.ok) throw paymentError(fastify.httpErrors, result);
      return fastify.payments.rowOf(result.student);
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
      const result = await fastify.payments.unverifyFee(actorOf(request), student);
      if (!result.ok) throw paymentError(fastify.httpErrors, result);
      return fastify.payments.rowOf(result.student);
    },
  );
};

export default feeVerificationRoutes;
