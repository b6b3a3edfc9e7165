import fp from 'fastify-plugin';
import underPressure from '@fastify/under-pressure';
import { API_MESSAGES } from '../../lib/messages.ts';

/** Sheds load with 503 when the event loop stalls for longer than LOAD_SHED_EVENT_LOOP_DELAY_MS (a second). */
export default fp(
  async (fastify) => {
    await fastify.register(underPressure, {
      maxEventLoopDelay: fastify.config.loadShedEventLoopDelayMs,
      retryAfter: 10,
      message: API_MESSAGES.overloaded,
      exposeStatusRoute: false,
    });
  },
  { name: 'under-pressure' },
);
