import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CERTIFICATE_MESSAGES, isCertificateCode, normalizeCertificateCode } from '@portal/domain/certificate';
import { CREDENTIAL_MEDIA_TYPE } from '@portal/domain/credential';
import { NOT_MODIFIED, errorResponses } from '../../../../../schemas/common.ts';
import { sendCachedDocument } from '../../../../../plugins/cached-document-reply.ts';
import { CERTIFICATE_LOOKUPS_PER_MINUTE } from './index.ts';

const CodeParams = Type.Object({ code: Type.String({ maxLength: 40 }) }, { additionalProperties: false });

/**
 * GET /public/certificates/{code}/credential (no sign-in): the certificate as an Open Badges 3.0
 * verifiable credential signed by the program (Data Integrity, eddsa-rdfc-2022), its revocation in
 * a published status list; the same for every request until the signing key changes.
 */
const credential: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/:code/credential',
    {
      config: { rateLimit: { max: CERTIFICATE_LOOKUPS_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        tags: ['public'],
        summary: `A certificate as a signed Open Badges 3.0 credential (application/vc+ld+json); ETag and Cache-Control; ${CERTIFICATE_LOOKUPS_PER_MINUTE} a minute per IP`,
        params: CodeParams,
        response: {
          200: Type.Unsafe<string>({ type: 'object', description: CREDENTIAL_MEDIA_TYPE }),
          304: NOT_MODIFIED,
          ...errorResponses(400, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const code = normalizeCertificateCode(request.params.code);
      if (!isCertificateCode(code)) throw fastify.httpErrors.badRequest(CERTIFICATE_MESSAGES.codeInvalid);
      const signed = await fastify.certificates.credential(code);
      if (!signed) throw fastify.httpErrors.notFound(CERTIFICATE_MESSAGES.notFound);
      return sendCachedDocument(request, reply, JSON.stringify(signed), {
        type: CREDENTIAL_MEDIA_TYPE,
        cacheControl: 'public, max-age=300',
      });
    },
  );
};

export default credential;
