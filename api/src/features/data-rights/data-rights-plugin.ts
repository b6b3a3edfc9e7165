import fp from 'fastify-plugin';
import { keyedHash, linkSigner } from '../../lib/signed-link.ts';
import { createDataRightsModels, createDataRightsRepository } from './data-rights-repository.ts';
import { createDataRightsService, type DataRightsService } from './data-rights-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The student's data rights: export, erasure on request, who opened their files. */
    dataRights: DataRightsService;
  }
}

/**
 * The keys come from the configured secrets, each derived for its one purpose (HKDF): the download
 * links from JWT_SECRET, the erased e-mail's keyed hash from OTP_SECRET (which already keys the
 * HMACs of addresses). Production requires both secrets. Not from DATA_ENCRYPTION_KEY: that key
 * only wraps file keys and rotates (npm run keys:rotate), which would change the stored hash of an
 * erased address (so it could no longer be recomputed to answer whether an address was erased) and
 * void the download links of the day.
 */
export default fp(
  async (fastify) => {
    const { config } = fastify;
    const repository = createDataRightsRepository(fastify.models, await createDataRightsModels(fastify.mongo));
    const service = createDataRightsService({
      repository,
      files: fastify.files,
      audit: fastify.auditTrail,
      outbox: fastify.outbox,
      gateway: fastify.paymentGateway,
      credentials: fastify.credentials,
      sessions: fastify.sessions,
      invoices: fastify.invoices,
      journeyOf: (user) => fastify.journey.stateFor(user),
      consentOf: (userId) => fastify.privacy.consentsOf(String(userId)),
      trainingOf: (userId) => fastify.training.exportOf(userId),
      links: linkSigner(config.jwtSecret, 'data-export-link'),
      replacementEmail(email) {
        const hash = keyedHash(config.otpSecret, 'erased-email', email.toLowerCase());
        // An address of the reserved .invalid domain (RFC 2606): never delivered, never signed in with.
        return { hash, email: `${hash}@erased.invalid` };
      },
      log: fastify.log,
      pollMs: config.letterWorkerPollMs,
      programNow: () => fastify.cohorts.now(),
    });
    fastify.decorate('dataRights', service);
    // Runs where the letter worker runs: the processes that do background document work.
    if (config.letterWorker) fastify.addHook('onReady', async () => service.start());
    fastify.addHook('preClose', async () => service.stop());
  },
  {
    name: 'data-rights',
    dependencies: [
      'models',
      'auth',
      'files',
      'audit',
      'mail-outbox',
      'invoices',
      'journey',
      'cohorts',
      'privacy',
      'payment-gateway',
      'training',
      'credentials',
    ],
  },
);
