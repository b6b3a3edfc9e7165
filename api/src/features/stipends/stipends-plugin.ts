import fp from 'fastify-plugin';
import { stipendLetterDocument } from '../../documents/stipend-letter.ts';
import { createStipendRepository } from './stipend-repository.ts';
import { createStipendService, type StipendService } from './stipend-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The stipend by published criteria: criteria, proposals, decisions, letters and payouts. */
    stipends: StipendService;
  }
}

export default fp(
  async (fastify) => {
    const organization = { name: fastify.config.seller.name, address: fastify.config.seller.address };
    fastify.decorate(
      'stipends',
      createStipendService({
        repository: createStipendRepository(fastify.models),
        cohorts: fastify.cohorts,
        users: fastify.users,
        files: fastify.files,
        pdf: fastify.pdf,
        letterDocument: (content) => stipendLetterDocument({ ...content, organization }),
        outbox: fastify.outbox,
        audit: fastify.auditTrail,
      }),
    );
  },
  { name: 'stipends', dependencies: ['models', 'files', 'pdf', 'audit', 'auth', 'cohorts', 'mail-outbox'] },
);
