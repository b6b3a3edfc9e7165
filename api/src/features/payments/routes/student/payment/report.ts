import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FeeEvidenceBodySchema, StudentPaymentReportSchema } from '@portal/domain/views/student-payments';
import { JSON_BODY_ERRORS, ROLE_ERRORS, errorResponses } from '../../../../../schemas/common.ts';
import { actorOf } from '../../../../../plugins/authorization.ts';
import { paymentError } from '../../../payment-errors.ts';
import { paymentReportOf } from '../../../payment-views.ts';

/**
 * GET and POST /student/payment/report: a student who paid through a pasted link says so, with the
 * reference, the day and how, so an admin can verify the fee quickly. Kept on the student (a new
 * report replaces the old) and recorded; it marks nothing paid or verified (the gateway or an admin does).
 */
const paymentReport: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/report',
    {
      schema: {
        tags: ['student'],
        summary: "The student's report that they paid, null before they sent one",
        security: [{ bearerAuth: [] }],
        response: { 200: StudentPaymentReportSchema, ...errorResponses(...ROLE_ERRORS) },
      },
    },
    async (request) => ({ report: paymentReportOf(request.currentUser) }),
  );

  fastify.post(
    '/report',
    {
      schema: {
        tags: ['student'],
        summary:
          'Report a payment made through a pasted link (method, reference, paidOn) for an admin to verify; replaces an earlier report and changes no fee mark; needs step 1 (ID verified)',
        security: [{ bearerAuth: [] }],
        body: FeeEvidenceBodySchema,
        response: { 200: StudentPaymentReportSchema, ...errorResponses(...JSON_BODY_ERRORS, ...ROLE_ERRORS, 409) },
      },
      preHandler: fastify.requireStepOpen('fee'),
    },
    async (request) => {
      const result = await fastify.payments.reportPayment(actorOf(request), request.currentUser, request.body);
      if (!result.ok) throw paymentError(fastify.httpErrors, result);
      return { report: paymentReportOf(result.student) };
    },
  );
};

export default paymentReport;
