import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from '@portal/domain/messages';
import { StudentGatewaySchema } from '@portal/domain/views/payment-gateway';
import { ROLE_ERRORS, errorResponses } from '../../../../../../schemas/common.ts';

const Params = Type.Object({ id: Type.String({ maxLength: 64 }) }, { additionalProperties: false });

/** GET /admin/api/students/{id}/gateway: the payment Razorpay confirmed, the links made and the events as they arrived. */
const studentGateway: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/:id/gateway',
    {
      schema: {
        tags: ['admin'],
        summary: "The student's Razorpay payment facts, links and raw events (newest first)",
        security: [{ bearerAuth: [] }],
        params: Params,
        response: { 200: StudentGatewaySchema, ...errorResponses(...ROLE_ERRORS, 400, 404) },
      },
    },
    async (request) => {
      const student = await fastify.payments.findStudent(request.params.id);
      if (!student) throw fastify.httpErrors.notFound(MESSAGES.invalidStudentSelection);
      return fastify.paymentGateway.studentView(student._id);
    },
  );
};

export default studentGateway;
