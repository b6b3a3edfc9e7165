import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { API_MESSAGES } from '../../lib/messages.ts';

/**
 * Per-route limits only (global: false): the OTP routes set `config.rateLimit` per IP.
 * Counters live in process memory; the per-address OTP throttles are kept in the database.
 */
export default fp(
  async (fastify) => {
    await fastify.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) => {
        const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
        return { statusCode: 429, error: 'Too Many Requests', message: API_MESSAGES.rateLimited(seconds) };
      },
    });
  },
  { name: 'rate-limit' },
);
