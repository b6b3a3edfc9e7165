import fp from 'fastify-plugin';
import { createJobSlotRepository, type JobSlotRepository } from './job-slot-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Job/PPO interview slots and bookings. */
    jobSlots: JobSlotRepository;
  }
}

export default fp(
  async (fastify) => {
    const jobSlots = createJobSlotRepository({
      models: fastify.models,
      outbox: fastify.outbox,
      audit: fastify.auditTrail,
      now: () => fastify.cohorts.now(),
      log: fastify.log,
    });
    fastify.decorate('jobSlots', jobSlots);
    fastify.addHook('onReady', async () => {
      await jobSlots.notifyPending().catch((err: unknown) => fastify.log.error({ err }, 'interview slot mails could not be recorded'));
    });
  },
  { name: 'job-slots', dependencies: ['models', 'audit', 'mail-outbox', 'cohorts'] },
);
