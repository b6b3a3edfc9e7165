import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CERTIFICATE_MESSAGES, isCertificateCode, normalizeCertificateCode } from '@portal/domain/certificate';
import { PublicCertificateViewSchema } from '@portal/domain/views/certificate';
import { errorResponses } from '../../../../../schemas/common.ts';

/** Lookups per IP per minute: enough for anyone checking certificates by hand, too few to guess codes. */
export const CERTIFICATE_LOOKUPS_PER_MINUTE = 30;

const CodeParams = Type.Object({ code: Type.String({ maxLength: 40 }) }, { additionalProperties: false });

/** GET /public/certificates/{code} (no sign-in): a certificate's facts and whether it is valid; nothing else about its holder. */
const certificates: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/:code',
    {
      config: { rateLimit: { max: CERTIFICATE_LOOKUPS_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        tags: ['public'],
        summary: `A certificate by its code (dashes and case ignored): holder's name, type, specialization, dates, issue date, VALID or REVOKED; ${CERTIFICATE_LOOKUPS_PER_MINUTE} lookups a minute per IP`,
        params: CodeParams,
        response: { 200: PublicCertificateViewSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      const code = normalizeCertificateCode(request.params.code);
      if (!isCertificateCode(code)) throw fastify.httpErrors.badRequest(CERTIFICATE_MESSAGES.codeInvalid);
      const view = await fastify.certificates.verify(code);
      if (!view) throw fastify.httpErrors.notFound(CERTIFICATE_MESSAGES.notFound);
      return view;
    },
  );
};

export default certificates;
