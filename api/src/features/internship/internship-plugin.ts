import fp from 'fastify-plugin';
import { backgroundLoop } from '../../lib/background-loop.ts';
import { createInternshipRepository } from './internship-repository.ts';
import { createInternshipService, type InternshipService } from './internship-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The internship: projects, weekly reports, reviews, the final evaluation and reminders. */
    internship: InternshipService;
  }
}

const REMINDER_POLL_MS = 60_000;

export default fp(
  async (fastify) => {
    const internship = createInternshipService({
      repository: createInternshipRepository(fastify.models),
      cohorts: fastify.cohorts,
      specializations: fastify.specializations,
      users: fastify.users,
      outbox: fastify.outbox,
      audit: fastify.auditTrail,
    });
    fastify.decorate('internship', internship);
    // Reminders are recorded where the outbox worker runs; each intern's week once, whichever worker runs first.
    const reminders = backgroundLoop(() => internship.sendReminders(), {
      pollMs: REMINDER_POLL_MS,
      name: 'internship reminders',
      log: fastify.log,
    });
    if (fastify.config.outboxWorker) fastify.addHook('onReady', async () => reminders.start());
    fastify.addHook('preClose', async () => reminders.stop());
  },
  { name: 'internship', dependencies: ['models', 'auth', 'audit', 'mail-outbox', 'cohorts', 'specializations'] },
);
