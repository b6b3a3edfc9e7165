import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { StudentPaymentStatusSchema } from '@portal/domain/views/payment-gateway';
import { ROLE_ERRORS, errorResponses } from '../../../../../schemas/common.ts';
import type { GatewayStudent } from '../../../gateway-repository.ts';
import { paymentView } from '../../../gateway-views.ts';

/** GET /student/payment: the status of the student's Razorpay link and the payment Razorpay confirmed (none for a pasted link). */
const studentPayment: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['student'],
        summary: 'The status of the current payment link at Razorpay and the payment it confirmed, if any',
        security: [{ bearerAuth: [] }],
        response: { 200: StudentPaymentStatusSchema, ...errorResponses(...ROLE_ERRORS) },
      },
    },
    async (request) => {
      const student = request.currentUser as GatewayStudent;
      return {
        linkStatus: student.paymentLinkId ? (student.paymentLinkStatus ?? null) : null,
        payment: student.gatewayPayment ? paymentView(student.gatewayPayment) : null,
      };
    },
  );
};

export default studentPayment;
