import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CERTIFICATE_MESSAGES, isCertificateCode, normalizeCertificateCode, previewImageVersion } from '@portal/domain/certificate';
import { errorResponses } from '../../../../../schemas/common.ts';
import { PngResponse } from '../../../../../schemas/program.ts';
import { certificateImages } from '../../../certificate-image.ts';
import { revokedStamp } from '../../../revoked-stamp.ts';
import { CERTIFICATE_LOOKUPS_PER_MINUTE } from './index.ts';

const CodeParams = Type.Object({ code: Type.String({ maxLength: 40 }) }, { additionalProperties: false });
const VersionQuery = Type.Object(
  { v: Type.Optional(Type.String({ maxLength: 20, description: 'the version the page links (any answers the current picture)' })) },
  { additionalProperties: false },
);

/**
 * GET /public/certificates/{code}/image.png (no sign-in): the first page of the certificate as a
 * picture, the og:image of its verification page (shell/server/public-pages.mjs), so a shared link
 * previews with it. Kept by browsers and link-preview services for a day: the page links it with a
 * version (`?v=`, domain previewImagePath) that a revocation or an erasure changes, and a revoked
 * certificate's picture carries a red REVOKED band.
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
        querystring: VersionQuery,
        response: { 200: PngResponse, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const code = normalizeCertificateCode(request.params.code);
      if (!isCertificateCode(code)) throw fastify.httpErrors.badRequest(CERTIFICATE_MESSAGES.codeInvalid);
      const view = await fastify.certificates.verify(code);
      if (!view) throw fastify.httpErrors.notFound(CERTIFICATE_MESSAGES.notFound);
      const png = await images(`${code}|${previewImageVersion(view)}`, async () => {
        const file = await fastify.certificates.fileByCode(code);
        if (!file) throw fastify.httpErrors.notFound(CERTIFICATE_MESSAGES.notFound);
        return view.status === 'REVOKED' ? revokedStamp(file.bytes) : file.bytes;
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
