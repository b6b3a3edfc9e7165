import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CallbackCheckSchema } from '@portal/domain/views/payment-gateway';
import { JSON_BODY_ERRORS, ROLE_ERRORS, errorResponses } from '../../../../../schemas/common.ts';
import type { GatewayStudent } from '../../../gateway-repository.ts';

const Field = (maxLength: number) => Type.String({ maxLength });
const Body = Type.Object(
  {
    razorpay_payment_link_id: Field(64),
    razorpay_payment_link_reference_id: Field(64),
    razorpay_payment_link_status: Field(32),
    razorpay_payment_id: Field(64),
    razorpay_signature: Field(128),
  },
  { additionalProperties: false },
);

/**
 * POST /student/payment/callback: the query Razorpay adds when it sends the student back to Pay Fee
 * after paying. Valid when it is signed with the key secret and names the student's current link;
 * it lets the page say "Payment received" at once. It changes nothing: the webhook records the payment.
 */
const callback: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/callback',
    {
      schema: {
        tags: ['student'],
        summary: "Check Razorpay's signed redirect query after a payment (valid or not; nothing is recorded from it)",
        security: [{ bearerAuth: [] }],
        body: Body,
        response: { 200: CallbackCheckSchema, ...errorResponses(...JSON_BODY_ERRORS, ...ROLE_ERRORS) },
      },
    },
    async (request) => {
      return fastify.paymentGateway.checkCallback(request.currentUser as GatewayStudent, request.body);
    },
  );
};

export default callback;
