import fp from 'fastify-plugin';
import { createAdminSignatureRepository, type AdminSignatureRepository } from './admin-signature-service.ts';
import { createLetterWorker, type LetterWorker } from './letter-worker.ts';
import { createOfferLetterRepository, type OfferLetterRepository } from './offer-letter-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The authorized signature printed on offer letters. */
    adminSignature: AdminSignatureRepository;
    /** Offer-letter request, issued letters and the e-signature. */
    offerLetters: OfferLetterRepository;
    /** Issues draft and final offer letters in the background. */
    letterWorker: LetterWorker;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('adminSignature', createAdminSignatureRepository({ models: fastify.models, files: fastify.files }));
    fastify.decorate('offerLetters', createOfferLetterRepository({ models: fastify.models, files: fastify.files }));
    const worker = createLetterWorker(fastify, { pollMs: fastify.config.letterWorkerPollMs });
    fastify.decorate('letterWorker', worker);
    if (fastify.config.letterWorker) fastify.addHook('onReady', async () => worker.start());
    // Before the database closes: a run in progress finishes (or leaves a lease that expires).
    fastify.addHook('preClose', async () => worker.stop());
  },
  { name: 'offer-letters', dependencies: ['models', 'files', 'pdf', 'mail-outbox', 'specializations', 'backgrounds', 'cohorts'] },
);
