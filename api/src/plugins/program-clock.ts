/**
 * fastify.programClock: the day a request sets as the program's today with `x-program-today:
 * YYYY-MM-DD`, honoured only when PROGRAM_CLOCK_HEADER is on (refused in production), so a browser
 * test can stand one request after the training while every other request keeps the program's clock.
 * The day lives in the request's async context (AsyncLocalStorage): fastify.cohorts.now() reads it
 * wherever the request's work asks for the time.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { isCalendarDay } from '@portal/domain/calendar';

export const PROGRAM_TODAY_HEADER = 'x-program-today';

export interface ProgramClock {
  /** The day the current request takes as today (its `x-program-today`), or null. */
  today(): string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The request's own program day (plugins/program-clock.ts). */
    programClock: ProgramClock;
  }
}

export default fp(
  async (fastify) => {
    const days = new AsyncLocalStorage<string | null>();
    fastify.decorate('programClock', { today: () => days.getStore() ?? null });
    if (!fastify.config.programClockHeader) return;

    // Every request enters its own day or none, so nothing carries over from another request.
    const enter = async (request: FastifyRequest) => {
      const day = request.headers[PROGRAM_TODAY_HEADER];
      if (day !== undefined && (typeof day !== 'string' || !isCalendarDay(day)))
        throw fastify.httpErrors.badRequest(`${PROGRAM_TODAY_HEADER} must be a real calendar day written YYYY-MM-DD.`);
      days.enterWith(day ?? null);
    };
    fastify.addHook('onRequest', enter);
    // Again once the body is read: the body stream's events run outside the context onRequest entered.
    fastify.addHook('preValidation', enter);
  },
  { name: 'program-clock', dependencies: ['sensible'] },
);
