import fp from 'fastify-plugin';
import { createAdminSignatureRepository } from './admin-signature-repository.ts';
import { createAdminSignatureService, type AdminSignatureService } from './admin-signature-service.ts';
import { createLetterWorker, type LetterWorker } from './letter-worker.ts';
import { createOfferLetterRepository } from './offer-letter-repository.ts';
import { createOfferLetterService, type OfferLetterService } from './offer-letter-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The authorized signature printed on offer letters. */
    adminSignature: AdminSignatureService;
    /** Offer-letter request, issued letters and the e-signature. */
    offerLetters: OfferLetterService;
    /** Issues draft and final offer letters in the background. */
    letterWorker: LetterWorker;
  }
}

export default fp(
  async (fastify) => {
    const wake = () => fastify.letterWorker.kick();
    const adminSignature = createAdminSignatureService({
      repository: createAdminSignatureRepository(fastify.models),
      files: fastify.files,
      audit: fastify.auditTrail,
      wake,
    });
    fastify.decorate('adminSignature', adminSignature);
    fastify.decorate(
      'offerLetters',
      createOfferLetterService({
        repository: createOfferLetterRepository(fastify.models),
        files: fastify.files,
        adminSignature,
        wake,
      }),
    );
    const worker = createLetterWorker(fastify, { pollMs: fastify.config.letterWorkerPollMs });
    fastify.decorate('letterWorker', worker);
    if (fastify.config.letterWorker) fastify.addHook('onReady', async () => worker.start());
    // Before the database closes: a run in progress finishes (or leaves a lease that expires).
    fastify.addHook('preClose', async () => worker.stop());
  },
  {
    name: 'offer-letters',
    dependencies: ['models', 'files', 'pdf', 'auth', 'audit', 'mail-outbox', 'specializations', 'backgrounds', 'cohorts'],
  },
);
