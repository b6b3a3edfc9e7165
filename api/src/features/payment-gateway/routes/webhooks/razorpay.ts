import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse } from '../../../../schemas/common.ts';

export const WEBHOOK_MESSAGES = {
  unsigned: 'The webhook signature is missing or does not match the body.',
  notConfigured: 'Razorpay webhooks are not set up on this portal (RAZORPAY_WEBHOOK_SECRET).',
} as const;

/**
 * POST /webhooks/razorpay: Razorpay's events (no sign-in; the X-Razorpay-Signature HMAC of the raw
 * body is the authentication). The body is kept as bytes: the signature covers them exactly as
 * sent, and a body parsed and written again would not match it.
 */
const razorpayWebhook: FastifyPluginAsyncTypebox = async (fastify) => {
  // This plugin only: the raw bytes instead of the app's JSON parser.
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  fastify.post(
    '/razorpay',
    {
      schema: {
        tags: ['webhooks'],
        summary:
          'Razorpay webhook (payment_link.paid, payment_link.expired, payment_link.cancelled, refund.processed): stored once per x-razorpay-event-id, payment, refund and body, and processed in the background; an event created over a week ago is answered received:false and not processed',
        headers: Type.Object({
          'x-razorpay-signature': Type.Optional(Type.String({ maxLength: 256 })),
          'x-razorpay-event-id': Type.Optional(Type.String({ maxLength: 128 })),
        }),
        response: {
          200: Type.Object({ received: Type.Boolean(), repeat: Type.Boolean() }, { additionalProperties: false }),
          400: ErrorResponse,
          413: ErrorResponse,
          415: ErrorResponse,
          503: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const result = await fastify.paymentGateway.receive(
        raw,
        request.headers['x-razorpay-signature'],
        request.headers['x-razorpay-event-id'],
      );
      if (result === 'not-configured') throw fastify.httpErrors.serviceUnavailable(WEBHOOK_MESSAGES.notConfigured);
      if (result === 'unsigned') {
        request.log.warn(
          { eventId: request.headers['x-razorpay-event-id'] ?? null },
          'a Razorpay webhook with a wrong or missing signature was refused',
        );
        throw fastify.httpErrors.badRequest(WEBHOOK_MESSAGES.unsigned);
      }
      if (result === 'stale') {
        // 200 all the same, so Razorpay (or whoever replays it) stops sending it.
        request.log.warn(
          { eventId: request.headers['x-razorpay-event-id'] ?? null },
          'a signed Razorpay webhook created more than a week ago was answered and not processed (a replay)',
        );
        return reply.send({ received: false, repeat: false });
      }
      return reply.send({ received: true, repeat: result === 'repeat' });
    },
  );
};

export default razorpayWebhook;
