import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/**
 * Security headers. The API answers JSON and files, so the CSP forbids everything;
 * swagger-ui sets its own policy on /docs (staticCSP). Resources may be read by the
 * front ends on the same site (other localhost ports in development).
 */
export default fp(
  async (fastify) => {
    await fastify.register(helmet, {
      global: true,
      contentSecurityPolicy: {
        directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] },
      },
      crossOriginResourcePolicy: { policy: 'same-site' },
    });
  },
  { name: 'helmet' },
);
