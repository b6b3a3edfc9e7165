import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { API_MESSAGES } from '../../lib/messages.ts';
import { mongoRateLimitStore } from '../mongo-rate-limit-store.ts';

/**
 * Per-route limits only (global: false): the OTP routes set `config.rateLimit` per IP. The counts
 * live in MongoDB (plugins/mongo-rate-limit-store.ts), so several API processes share one limit; the
 * per-address OTP throttles are kept in the database too.
 */
export default fp(
  async (fastify) => {
    await fastify.register(rateLimit, {
      global: false,
      // The models are decorated by an app plugin after this one; a request reads them when it is counted.
      store: mongoRateLimitStore(() => fastify.models.RateLimitWindow),
      errorResponseBuilder: (_request, context) => {
        const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
        return { statusCode: 429, error: 'Too Many Requests', message: API_MESSAGES.rateLimited(seconds) };
      },
    });
  },
  { name: 'rate-limit' },
);
