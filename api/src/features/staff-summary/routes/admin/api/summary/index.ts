import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminSummarySchema } from '@portal/domain/views/admin-summary';
import { ROLE_ERRORS, errorResponses } from '../../../../../../schemas/common.ts';

/** GET /admin/api/summary: what waits for an admin, counted at the top of /admin. */
const summary: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: 'IDs pending review, fees to verify (a payment link and no verification) and letters waiting for the authorized signature',
        security: [{ bearerAuth: [] }],
        response: { 200: AdminSummarySchema, ...errorResponses(...ROLE_ERRORS) },
      },
    },
    async () => {
      const [ids, feesToVerify, lettersRequested, signature] = await Promise.all([
        fastify.idProofs.counts(),
        fastify.payments.countFeesToVerify(),
        fastify.offerLetters.countOpenRequests(),
        fastify.adminSignature.current(),
      ]);
      // With a signature saved the worker draws requested letters at once; without one they all wait.
      return { idsPending: ids.PENDING, feesToVerify, lettersAwaitingSignature: signature ? 0 : lettersRequested };
    },
  );
};

export default summary;
