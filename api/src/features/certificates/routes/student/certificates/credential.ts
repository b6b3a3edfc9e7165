import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CERTIFICATE_MESSAGES } from '@portal/domain/certificate';
import { CREDENTIAL_MEDIA_TYPE, credentialFileName } from '@portal/domain/credential';
import { contentDisposition } from '../../../../../plugins/file-reply.ts';
import { PngResponse } from '../../../../../schemas/program.ts';
import { QUERY_ERRORS, ROLE_ERRORS, errorResponses } from '../../../../../schemas/common.ts';

const CertificateParams = Type.Object({ id: Type.String({ maxLength: 64 }) }, { additionalProperties: false });

/**
 * The student's own certificate as a verifiable credential: its JSON, and its badge image (the
 * certificate's picture with the credential baked in, Open Badges 3.0); 409 once revoked.
 */
const credential: FastifyPluginAsyncTypebox = async (fastify) => {
  const studentRoute = { tags: ['student'], security: [{ bearerAuth: [] }] };

  const refusal = (reason: 'not-found' | 'revoked') =>
    reason === 'revoked'
      ? fastify.httpErrors.conflict(CERTIFICATE_MESSAGES.revoked)
      : fastify.httpErrors.notFound(CERTIFICATE_MESSAGES.notFound);

  fastify.get(
    '/:id/credential',
    {
      schema: {
        ...studentRoute,
        summary: "One of the student's certificates as a signed Open Badges 3.0 credential, as a JSON file (409 once revoked)",
        params: CertificateParams,
        response: {
          200: Type.Unsafe<string>({ type: 'object', description: CREDENTIAL_MEDIA_TYPE }),
          ...errorResponses(...QUERY_ERRORS, ...ROLE_ERRORS, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const found = await fastify.certificates.studentCredential(request.currentUser._id, request.params.id);
      if (!found.ok) throw refusal(found.reason);
      const { certificate, credential: signed } = found;
      return reply
        .type(CREDENTIAL_MEDIA_TYPE)
        .header('Content-Disposition', contentDisposition(credentialFileName(certificate, 'json'), 'attachment'))
        .header('Cache-Control', 'private, no-store')
        .send(JSON.stringify(signed, null, 2));
    },
  );

  fastify.get(
    '/:id/badge.png',
    {
      schema: {
        ...studentRoute,
        summary:
          "One of the student's certificates as a badge image: its picture with the signed credential baked in (PNG iTXt openbadgecredential); 409 once revoked",
        params: CertificateParams,
        response: { 200: PngResponse, ...errorResponses(...QUERY_ERRORS, ...ROLE_ERRORS, 404, 409) },
      },
    },
    async (request, reply) => {
      const badge = await fastify.certificates.studentBadge(request.currentUser._id, request.params.id);
      if (!badge.ok) throw refusal(badge.reason);
      const { certificate, png } = badge;
      return reply
        .type('image/png')
        .header('Content-Disposition', contentDisposition(credentialFileName(certificate, 'png'), 'attachment'))
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(png);
    },
  );
};

export default credential;
