import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { keyedQueue } from '../../../../lib/keyed-queue.ts';
import { API_MESSAGES } from '../../../../lib/messages.ts';
import { JSON_BODY_ERRORS, ROLE_ERRORS, errorResponses } from '../../../../schemas/common.ts';
import { StudentParams, StudentRowSchema, paymentState, studentOrFail, toStudentRow } from '../../../../lib/student-rows.ts';
import { feeVerifiedMail } from '../../../../mail/templates/fee-verified.ts';
import { invoicePdfName } from '../../../../plugins/app/invoices/invoice-repository.ts';

const EmptyBody = Type.Object({}, { additionalProperties: false });
const errors = errorResponses(...JSON_BODY_ERRORS, ...ROLE_ERRORS, 404);

/** POST /admin/api/students/{id}/payment/verify and /unverify (SPEC §7): fee verification, which issues or cancels the invoice. */
const feeVerificationRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  // Verify and Unverify of one student take turns: an Unverify landing between Verify's invoice and
  // its fee mark would otherwise leave the student verified with only a cancelled invoice.
  // (Within this process: several API processes would need a lease in the database here.)
  const oneFeeChangeAtATime = keyedQueue();
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
        response: { 200: StudentRowSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request) =>
      oneFeeChangeAtATime(request.params.id, async () => {
        const student = await studentOrFail(fastify, request.params.id);
        if (!student.idVerified) throw fastify.httpErrors.conflict(API_MESSAGES.feeNeedsIdVerified);

        const { invoice, created, pdf } = await fastify.invoices.issueForVerification(student);
        // The verification time is the invoice's, so every call of one verification answers the same state.
        const updated = await fastify.studentPayments.markFeeVerified(student._id, invoice.issuedAt);
        if (created) {
          await fastify.audit(request, {
            action: 'fee.verify',
            targetType: 'user',
            targetId: String(student._id),
            before: paymentState(student),
            after: { ...paymentState(updated), invoiceId: String(invoice._id), invoiceNumber: invoice.invoiceNumber },
          });
          try {
            const attachments = pdf ? [{ filename: invoicePdfName(invoice), content: pdf, contentType: 'application/pdf' }] : [];
            await fastify.mailer.send(
              feeVerifiedMail,
              updated.email,
              {
                name: updated.name ?? null,
                invoiceNumber: invoice.invoiceNumber,
                amountMinor: invoice.amountMinor,
                currency: invoice.currency,
              },
              attachments,
            );
          } catch (err) {
            request.log.warn({ err, invoiceNumber: invoice.invoiceNumber }, 'fee verified mail not sent');
          }
        }
        return toStudentRow(updated);
      }),
  );

  fastify.post(
    '/:id/payment/unverify',
    {
      schema: {
        tags: ['admin'],
        summary: 'Remove the fee mark and cancel its invoice (kept with its number, marked CANCELLED, excluded from CA totals)',
        security: [{ bearerAuth: [] }],
        params: StudentParams,
        body: Type.Optional(EmptyBody),
        response: { 200: StudentRowSchema, ...errorResponses(...JSON_BODY_ERRORS, ...ROLE_ERRORS, 404) },
      },
    },
    async (request) =>
      oneFeeChangeAtATime(request.params.id, async () => {
        const student = await studentOrFail(fastify, request.params.id);
        // Clear the mark first: a failure after it leaves an issued invoice that the next Verify reuses.
        const updated = student.feeVerified ? await fastify.studentPayments.markFeeUnverified(student._id) : student;
        const cancelled = await fastify.invoices.cancelIssued(student._id);
        if (student.feeVerified || cancelled.length) {
          await fastify.audit(request, {
            action: 'fee.unverify',
            targetType: 'user',
            targetId: String(student._id),
            before: paymentState(student),
            after: { ...paymentState(updated), cancelledInvoices: cancelled.map((i) => i.invoiceNumber) },
          });
        }
        return toStudentRow(updated);
      }),
  );
};

export default feeVerificationRoutes;
