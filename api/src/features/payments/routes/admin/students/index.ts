import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEFAULT_CURRENCY } from '@portal/domain/constants';
import { PAYMENT_LINK_MAX_LENGTH, validatePaymentLink } from '@portal/domain/validation';
import { API_MESSAGES } from '../../../../../lib/messages.ts';
import { JSON_BODY_ERRORS, ROLE_ERRORS, errorResponses } from '../../../../../schemas/common.ts';
import { StudentParams, paymentState, studentOrFail, studentRow } from '../../../student-rows.ts';
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

const bodyErrors = errorResponses(...JSON_BODY_ERRORS, ...ROLE_ERRORS, 404);

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
      const { url, amountMajor, currency } = request.body;
      const student = await studentOrFail(fastify, request.params.id);
      const problem = validatePaymentLink(url);
      if (problem) throw fastify.httpErrors.badRequest(problem);
      const { feeMinor } = await fastify.cohorts.ofStudent(student);
      if (Math.round(amountMajor * 100) !== feeMinor || currency !== DEFAULT_CURRENCY)
        throw fastify.httpErrors.badRequest(API_MESSAGES.paymentAmountFixed(feeMinor));

      const link = url.trim();
      const changed = student.paymentLinkUrl !== link;
      const updated =
        changed || student.paymentAmountMinor !== feeMinor
          ? await fastify.studentPayments.setPaymentLink(student._id, link, feeMinor)
          : student;
      if (changed) {
        await fastify.audit(request, {
          action: 'payment-link.set',
          targetType: 'user',
          targetId: String(student._id),
          before: paymentState(student),
          after: paymentState(updated),
        });
        // One mail per link set (its assignment time names the event); the outbox sends it.
        await fastify.outbox.enqueue({
          key: `payment-link:${String(student._id)}:${updated.paymentAssignedAt?.getTime() ?? Date.now()}`,
          template: 'payment-link',
          to: updated.email,
          data: { name: updated.name ?? null, url: link, changed: !!student.paymentLinkUrl, amountMinor: feeMinor },
        });
      }
      return studentRow(fastify, updated);
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
        response: { 200: StudentPaymentRowSchema, ...errorResponses(400, ...ROLE_ERRORS, 404) },
      },
    },
    async (request) => {
      const student = await studentOrFail(fastify, request.params.id);
      if (!student.paymentLinkUrl && student.paymentAmountMinor === null) return studentRow(fastify, student);
      const updated = await fastify.studentPayments.clearPaymentLink(student._id);
      await fastify.audit(request, {
        action: 'payment-link.clear',
        targetType: 'user',
        targetId: String(student._id),
        before: paymentState(student),
        after: paymentState(updated),
      });
      return studentRow(fastify, updated);
    },
  );
};

export default paymentLinks;
