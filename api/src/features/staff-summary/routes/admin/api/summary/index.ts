import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminSummarySchema } from '@portal/domain/views/admin-summary';
import { ROLE_ERRORS, errorResponses } from '../../../../../../schemas/common.ts';

/** GET /admin/api/summary: what waits for an admin, counted at the top of /admin, with the age of each queue's oldest item. */
const summary: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary:
          'IDs pending review, fees to verify (a payment link and no verification), letters waiting for the authorized signature, erasure requests and payments needing attention, each with when its oldest item began to wait',
        security: [{ bearerAuth: [] }],
        response: { 200: AdminSummarySchema, ...errorResponses(...ROLE_ERRORS) },
      },
    },
    async () => fastify.staffSummary.waiting(),
  );
};

export default summary;
