import fp from 'fastify-plugin';
import { firstPagePng } from './certificate-image.ts';
import { certificatePdf } from './certificate-pdf.ts';
import { createCertificateRepository } from './certificate-repository.ts';
import { createCertificateService, type CertificateService } from './certificate-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Certificates, their signed PDFs and public verification. */
    certificates: CertificateService;
  }
}

export default fp(
  async (fastify) => {
    const repository = createCertificateRepository(fastify.models);
    const issuer = { webUrl: fastify.config.publicWebUrl, name: fastify.config.seller.name, address: fastify.config.seller.address };
    fastify.decorate(
      'certificates',
      createCertificateService({
        repository,
        pdfOf: certificatePdf({ repository, files: fastify.files, pdf: fastify.pdf, adminSignature: fastify.adminSignature, issuer }),
        adminSignature: fastify.adminSignature,
        cohorts: fastify.cohorts,
        training: fastify.training,
        credentials: fastify.credentials,
        pictureOf: firstPagePng,
        audit: fastify.auditTrail,
        outbox: fastify.outbox,
        issuer,
        now: () => fastify.cohorts.now(),
      }),
    );
  },
  {
    name: 'certificates',
    dependencies: ['models', 'files', 'pdf', 'audit', 'offer-letters', 'cohorts', 'training', 'mail-outbox', 'credentials'],
  },
);
