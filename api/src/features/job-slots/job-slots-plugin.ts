import fp from 'fastify-plugin';
import { createJobSlotRepository } from './job-slot-repository.ts';
import { createJobSlotService, type JobSlotService } from './job-slot-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Job/PPO interview slots and bookings. */
    jobSlots: JobSlotService;
  }
}

export default fp(
  async (fastify) => {
    const jobSlots = createJobSlotService({
      repository: createJobSlotRepository(fastify.models),
      users: fastify.users,
      specializations: fastify.specializations,
      offerLetters: fastify.offerLetters,
      outbox: fastify.outbox,
      audit: fastify.auditTrail,
      now: () => fastify.cohorts.now(),
    });
    fastify.decorate('jobSlots', jobSlots);
    fastify.addHook('onReady', async () => {
      await jobSlots.notifyPending().catch((err: unknown) => fastify.log.error({ err }, 'interview slot mails could not be recorded'));
    });
  },
  { name: 'job-slots', dependencies: ['models', 'auth', 'audit', 'mail-outbox', 'cohorts', 'specializations', 'offer-letters'] },
);
