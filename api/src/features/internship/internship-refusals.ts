/** The answer of a refused internship action: 404 for what is not the mentor's, 400 for a bad input, 409 for the wrong moment. */
import type { FastifyInstance } from 'fastify';

const STATUS_OF: Readonly<Record<string, 400 | 404 | 409>> = {
  'not-found': 404,
  invalid: 400,
  'not-awaiting': 409,
  settled: 409,
  'too-early': 409,
  locked: 409,
};

export function refusal(fastify: FastifyInstance, result: { reason: string; message: string }): Error {
  return fastify.httpErrors.createError(STATUS_OF[result.reason] ?? 409, result.message);
}
