import fp from 'fastify-plugin';
import cors from '@fastify/cors';
import { PROGRAM_TODAY_HEADER } from '../program-clock.ts';

/**
 * Only the front-end origins (CORS_ORIGINS); tokens travel in headers, so no credentials. The
 * browser tests' x-program-today is allowed only where PROGRAM_CLOCK_HEADER honours it.
 */
export default fp(
  async (fastify) => {
    await fastify.register(cors, {
      origin: fastify.config.corsOrigins,
      methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['Authorization', 'Content-Type', ...(fastify.config.programClockHeader ? [PROGRAM_TODAY_HEADER] : [])],
      exposedHeaders: ['Retry-After', 'Content-Disposition'],
      credentials: false,
      maxAge: 600,
    });
  },
  { name: 'cors' },
);
