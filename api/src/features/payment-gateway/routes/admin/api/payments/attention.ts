import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AttentionListSchema, GatewayStatusSchema } from '@portal/domain/views/payment-gateway';
import { actorOf } from '../../../../../../plugins/authorization.ts';
import { JSON_BODY_ERRORS, ROLE_ERRORS, errorResponses } from '../../../../../../schemas/common.ts';

const Params = Type.Object({ id: Type.String({ maxLength: 64 }) }, { additionalProperties: false });
const EmptyBody = Type.Object({}, { additionalProperties: false });

/**
 * GET /admin/api/payments/attention: gateway events kept for an admin (an amount that differs, a
 * link no longer current, an unknown reference, a refund), never verified automatically; and
 * POST …/{id}/resolve once an admin has dealt with one.
 */
const attention: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/gateway',
    {
      schema: {
        tags: ['admin'],
        summary: 'Whether Razorpay links can be made from the portal and webhooks are accepted, and how many events need an admin',
        security: [{ bearerAuth: [] }],
        response: { 200: GatewayStatusSchema, ...errorResponses(...ROLE_ERRORS) },
      },
    },
    async () => ({
      linksEnabled: fastify.paymentGateway.linksEnabled,
      webhooksEnabled: fastify.paymentGateway.webhooksEnabled,
      attention: (await fastify.paymentGateway.attention()).items.length,
    }),
  );

  fastify.get(
    '/attention',
    {
      schema: {
        tags: ['admin'],
        summary: 'Razorpay events that need an admin, oldest first',
        security: [{ bearerAuth: [] }],
        response: { 200: AttentionListSchema, ...errorResponses(...ROLE_ERRORS) },
      },
    },
    async () => fastify.paymentGateway.attention(),
  );

  fastify.post(
    '/attention/:id/resolve',
    {
      schema: {
        tags: ['admin'],
        summary: 'Mark a Razorpay event that needed attention as dealt with (recorded in the audit trail)',
        security: [{ bearerAuth: [] }],
        params: Params,
        body: Type.Optional(EmptyBody),
        response: { 200: AttentionListSchema, ...errorResponses(...JSON_BODY_ERRORS, ...ROLE_ERRORS, 404) },
      },
    },
    async (request) => {
      if (!(await fastify.paymentGateway.resolve(actorOf(request), request.params.id)))
        throw fastify.httpErrors.notFound('No such event waiting for an admin.');
      return fastify.paymentGateway.attention();
    },
  );
};

export default attention;
