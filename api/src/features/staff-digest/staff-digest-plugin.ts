import fp from 'fastify-plugin';
import { backgroundLoop } from '../../lib/background-loop.ts';
import { jobLease } from '../../lib/job-lease.ts';
import { createStaffDigestModel, createStaffDigestRepository } from './staff-digest-repository.ts';
import { createStaffDigestService, type StaffDigestService } from './staff-digest-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The hourly digest mail of what waits for each admin. */
    staffDigest: StaffDigestService;
  }
}

/** How often a process looks for waiting work (each admin still hears at most hourly). */
const DIGEST_POLL_MS = 5 * 60_000;
/** A run that stalls holds the lease at most this long before another process may run. */
const DIGEST_LEASE_MS = 5 * 60_000;

export default fp(
  async (fastify) => {
    const digest = createStaffDigestService({
      repository: createStaffDigestRepository(fastify.models, await createStaffDigestModel(fastify.mongo)),
      staffSummary: fastify.staffSummary,
      outbox: fastify.outbox,
      lease: jobLease(fastify.models, 'staff-digest', DIGEST_LEASE_MS),
    });
    fastify.decorate('staffDigest', digest);
    // Recorded where the outbox worker runs, as the training reminders are.
    const loop = backgroundLoop(() => digest.runOnce(), { pollMs: DIGEST_POLL_MS, name: 'staff digest', log: fastify.log });
    if (fastify.config.outboxWorker) fastify.addHook('onReady', async () => loop.start());
    fastify.addHook('preClose', async () => loop.stop());
  },
  { name: 'staff-digest', dependencies: ['models', 'mail-outbox', 'staff-summary'] },
);
