import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEFAULT_CURRENCY } from '@portal/domain/constants';
import { PAYMENT_LINK_MAX_LENGTH } from '@portal/domain/validation';
import { actorOf } from '../../../../../plugins/authorization.ts';
import { ErrorResponse, JSON_BODY_ERRORS, ROLE_ERRORS, errorResponses } from '../../../../../schemas/common.ts';
import { paymentError } from '../../../payment-errors.ts';
import { StudentParams, studentOrFail } from '../../../student-params.ts';
import { StudentPaymentRowSchema } from '@portal/domain/views/student-payments';

const PaymentLinkBody = Type.Object(
  {
    url: Type.String({ maxLength: PAYMENT_LINK_MAX_LENGTH + 64 }),
    amountMajor: Type.Number({
      description: "The fee of the student's cohort in rupees: the row's feeMinor / 100",
    }),
    currency: Type.String({ maxLength: 8, description: `Always ${DEFAULT_CURRENCY}` }),
  },
  { additionalProperties: false },
);

// 502: Razorpay refused to cancel the link being replaced (with a Razorpay link only).
const bodyErrors = { ...errorResponses(...JSON_BODY_ERRORS, ...ROLE_ERRORS, 404, 409), 502: ErrorResponse };

/** POST and DELETE /admin/students/{id}/payment-link (SPEC §7): a student's payment link, amount fixed at the cohort's fee. */
const paymentLinks: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/:id/payment-link',
    {
      schema: {
        tags: ['admin'],
        summary: 'Set or update the payment link (absolute http, https or upi URL); the student is mailed when it changes',
        security: [{ bearerAuth: [] }],
        params: StudentParams,
        body: PaymentLinkBody,
        response: { 200: StudentPaymentRowSchema, ...bodyErrors },
      },
    },
    async (request) => {
      const student = await studentOrFail(fastify, request.params.id);
      const result = await fastify.payments.setPaymentLink(actorOf(request), student, request.body);
      if (!result.ok) throw paymentError(fastify.httpErrors, result);
      return fastify.payments.rowOf(result.student);
    },
  );

  fastify.delete(
    '/:id/payment-link',
    {
      schema: {
        tags: ['admin'],
        summary: 'Clear the payment link and its amount',
        security: [{ bearerAuth: [] }],
        params: StudentParams,
        response: { 200: StudentPaymentRowSchema, ...errorResponses(400, ...ROLE_ERRORS, 404, 409), 502: ErrorResponse },
      },
    },
    async (request) => {
      const student = await studentOrFail(fastify, request.params.id);
      const result = await fastify.payments.clearPaymentLink(actorOf(request), student);
      if (!result.ok) throw paymentError(fastify.httpErrors, result);
      return fastify.payments.rowOf(result.student);
    },
  );
};

export default paymentLinks;
