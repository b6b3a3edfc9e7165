import fp from 'fastify-plugin';
import { jobLease } from '../../lib/job-lease.ts';
import { createPrivacyRepository } from './privacy-repository.ts';
import { createPrivacyService, type PrivacyService } from './privacy-service.ts';
import { retentionSweep } from './retention-sweep.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Consent to the privacy notice, and the retention sweep of ID documents. */
    privacy: PrivacyService;
  }
}

/** A sweep that stalls holds its lease at most this long before another process may sweep. */
const SWEEP_LEASE_MS = 15 * 60_000;

export default fp(
  async (fastify) => {
    const { config } = fastify;
    const sweep = retentionSweep({
      lease: jobLease(fastify.models, 'retention-sweep', SWEEP_LEASE_MS),
      idFiles: fastify.idProofs,
      retentionDays: config.idDocumentRetentionDays,
    });
    const privacy = createPrivacyService({
      repository: createPrivacyRepository(fastify.models),
      audit: fastify.auditTrail,
      sweep,
      settings: { grievanceOfficer: config.grievanceOfficer, idDocumentRetentionDays: config.idDocumentRetentionDays },
      log: fastify.log,
    });
    fastify.decorate('privacy', privacy);
    // Beside the other background work (LETTER_WORKER=off: a process that only serves requests).
    if (config.letterWorker) fastify.addHook('onReady', async () => privacy.loop.start());
    fastify.addHook('preClose', async () => privacy.loop.stop());
  },
  { name: 'privacy', dependencies: ['models', 'audit', 'id-proofs'] },
);
