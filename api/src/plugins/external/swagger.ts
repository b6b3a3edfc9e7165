import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ErrorResponse } from '../../schemas/common.ts';

/** OpenAPI 3 document from the route schemas; UI at /docs, JSON at /docs/json. */
export default fp(
  async (fastify) => {
    await fastify.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Career Portal API',
          description: 'Sign-in with e-mail OTP, profile, admin and CA areas. Bearer access tokens (15 min) and rotating refresh tokens.',
          version: '0.1.0',
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
    });
    // Fastify's router answers 414 to any path parameter over 100 characters, before the route's own
    // schema runs; so every route with a parameter documents 414, in one place rather than per route.
    fastify.addHook('onRoute', (route) => {
      if (route.url.includes('/:') && route.schema?.response) {
        (route.schema.response as Record<number, unknown>)[414] ??= ErrorResponse;
      }
    });
    await fastify.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  },
  { name: 'swagger' },
);
