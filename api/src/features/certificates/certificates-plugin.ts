import fp from 'fastify-plugin';
import { createCertificateRepository, type CertificateRepository } from './certificate-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Certificates, their signed PDFs and public verification. */
    certificates: CertificateRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate(
      'certificates',
      createCertificateRepository({
        models: fastify.models,
        files: fastify.files,
        pdf: fastify.pdf,
        adminSignature: fastify.adminSignature,
        cohorts: fastify.cohorts,
        specializations: fastify.specializations,
        outbox: fastify.outbox,
        now: () => new Date(),
        webUrl: fastify.config.publicWebUrl,
        organization: { name: fastify.config.seller.name, address: fastify.config.seller.address },
      }),
    );
  },
  { name: 'certificates', dependencies: ['models', 'files', 'pdf', 'offer-letters', 'cohorts', 'specializations', 'mail-outbox'] },
);
