import fp from 'fastify-plugin';
import { createIdProofRepository } from './id-proof-repository.ts';
import { createIdProofService, type IdProofService } from './id-proof-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Government ID proofs: upload, review and files. */
    idProofs: IdProofService;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate(
      'idProofs',
      createIdProofService({
        repository: createIdProofRepository(fastify.models),
        users: fastify.users,
        files: fastify.files,
        audit: fastify.auditTrail,
        outbox: fastify.outbox,
        log: fastify.log,
      }),
    );
  },
  { name: 'id-proofs', dependencies: ['models', 'files', 'auth', 'audit', 'mail-outbox'] },
);
