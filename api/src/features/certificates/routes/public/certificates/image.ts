import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CERTIFICATE_MESSAGES, isCertificateCode, normalizeCertificateCode } from '@portal/domain/certificate';
import { errorResponses } from '../../../../../schemas/common.ts';
import { PngResponse } from '../../../../../schemas/program.ts';
import { certificateImages } from '../../../certificate-image.ts';
import { CERTIFICATE_LOOKUPS_PER_MINUTE } from './index.ts';

const CodeParams = Type.Object({ code: Type.String({ maxLength: 40 }) }, { additionalProperties: false });

/**
 * GET /public/certificates/{code}/image.png (no sign-in): the first page of the certificate as a
 * picture, the og:image of its verification page (shell/server/public-pages.mjs), so a shared link
 * previews with it. Kept by browsers and link-preview services for a day; a revocation changes
 * the picture's key, not its drawing (the PDF stays as issued; the page says it is revoked).
 */
const image: FastifyPluginAsyncTypebox = async (fastify) => {
  const images = certificateImages();
  fastify.get(
    '/:code/image.png',
    {
      config: { rateLimit: { max: CERTIFICATE_LOOKUPS_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        tags: ['public'],
        summary: `The first page of a certificate as a PNG 1200 px wide, for link previews; ${CERTIFICATE_LOOKUPS_PER_MINUTE} a minute per IP`,
        params: CodeParams,
        response: { 200: PngResponse, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const code = normalizeCertificateCode(request.params.code);
      if (!isCertificateCode(code)) throw fastify.httpErrors.badRequest(CERTIFICATE_MESSAGES.codeInvalid);
      const view = await fastify.certificates.verify(code);
      if (!view) throw fastify.httpErrors.notFound(CERTIFICATE_MESSAGES.notFound);
      const png = await images(`${code}|${view.status}`, async () => {
        const file = await fastify.certificates.fileByCode(code);
        if (!file) throw fastify.httpErrors.notFound(CERTIFICATE_MESSAGES.notFound);
        return file.bytes;
      });
      return reply
        .type('image/png')
        .header('Cache-Control', 'public, max-age=86400')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .send(png);
    },
  );
};

export default image;
