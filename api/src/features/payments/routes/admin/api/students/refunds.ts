import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RefundBodySchema, RefundResultSchema } from '@portal/domain/views/refund';
import { actorOf } from '../../../../../../plugins/authorization.ts';
import { JSON_BODY_ERRORS, ROLE_ERRORS, errorResponses } from '../../../../../../schemas/common.ts';
import { paymentError } from '../../../../payment-errors.ts';
import { StudentParams, studentOrFail } from '../../../../student-params.ts';

const creditNoteUrl = (studentId: string, invoiceId: string) => `/admin/api/students/${studentId}/invoices/${invoiceId}/file`;

/**
 * POST /admin/api/students/{id}/refunds: records a refund of the student's fee. A part of what is
 * left issues a credit note for it with GST reversed in proportion, the fee staying verified; all
 * that is left is the same as Unverify. One change of a student's fee runs at a time, so refunds
 * made at once never credit more than the invoice.
 */
const refundRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/:id/refunds',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Record a refund: a credit note for the amount (GST in proportion, same series as Unverify), the fee staying verified; all that is left is an Unverify. 409 when there is no invoice to refund, for more than is left, or dated before the invoice',
        security: [{ bearerAuth: [] }],
        params: StudentParams,
        body: RefundBodySchema,
        response: { 200: RefundResultSchema, ...errorResponses(...JSON_BODY_ERRORS, ...ROLE_ERRORS, 404, 409) },
      },
    },
    async (request) => {
      const student = await studentOrFail(fastify, request.params.id);
      const result = await fastify.payments.recordRefund(actorOf(request), student, request.body);
      if (!result.ok) throw paymentError(fastify.httpErrors, result);
      const id = String(student._id);
      return {
        student: await fastify.payments.rowOf(result.student),
        creditNotes: result.creditNotes.map((note) => fastify.invoices.viewOf(note, creditNoteUrl(id, String(note._id)))),
        full: result.full,
      };
    },
  );
};

export default refundRoutes;
