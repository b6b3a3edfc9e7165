import fp from 'fastify-plugin';
import cors from '@fastify/cors';

/** Only the front-end origins (CORS_ORIGINS); tokens travel in headers, so no credentials. */
export default fp(
  async (fastify) => {
    await fastify.register(cors, {
      origin: fastify.config.corsOrigins,
      methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['Authorization', 'Content-Type'],
      exposedHeaders: ['Retry-After', 'Content-Disposition'],
      credentials: false,
      maxAge: 600,
    });
  },
  { name: 'cors' },
);
