import { STATUS_CODES } from 'node:http';
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { StudentPaymentRowSchema } from '@portal/domain/views/student-payments';
import { actorOf } from '../../../../../plugins/authorization.ts';
import { ErrorResponse, JSON_BODY_ERRORS, ROLE_ERRORS, errorResponses } from '../../../../../schemas/common.ts';

const REFUSAL_STATUS = { 'not-found': 404, invalid: 409, 'not-ready': 409, busy: 409, gateway: 502, 'not-configured': 409 } as const;
const Params = Type.Object({ id: Type.String({ maxLength: 64 }) }, { additionalProperties: false });
const EmptyBody = Type.Object({}, { additionalProperties: false });

/**
 * POST /admin/students/{id}/payment-link/razorpay: makes a Razorpay payment link for the fee of the
 * student's cohort and sets it as the student's link (the one it replaces is cancelled at Razorpay
 * first). Razorpay's refusal is answered 502 with its message, and nothing changes.
 */
const razorpayLink: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/:id/payment-link/razorpay',
    {
      schema: {
        tags: ['admin'],
        summary: "Create a Razorpay payment link for the student's cohort fee and set it as their link (needs RAZORPAY_KEY_ID)",
        security: [{ bearerAuth: [] }],
        params: Params,
        body: Type.Optional(EmptyBody),
        response: {
          200: StudentPaymentRowSchema,
          ...errorResponses(...JSON_BODY_ERRORS, ...ROLE_ERRORS, 404, 409),
          502: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const result = await fastify.paymentGateway.createLink(actorOf(request), request.params.id);
      if (result.ok) return fastify.payments.rowOf(result.student);
      const status = REFUSAL_STATUS[result.reason];
      return reply.code(status).send({ statusCode: status, error: STATUS_CODES[status] ?? 'Error', message: result.message });
    },
  );
};

export default razorpayLink;
