import { Type } from 'typebox';
import secureJson from 'secure-json-parse';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CREDENTIAL_MESSAGES } from '@portal/domain/credential';
import { CredentialVerificationSchema } from '@portal/domain/views/credential';
import { errorResponses } from '../../../../../schemas/common.ts';
import { bakedCredential, isPng } from '../../../baked-png.ts';

/** Checks per IP per minute, as the certificate lookups: plenty for people, too few to probe with. */
const CHECKS_PER_MINUTE = 30;
/** A baked badge image is the certificate's picture and the credential: well under this. */
const PNG_BODY_LIMIT = 4 * 1024 * 1024;

/**
 * POST /public/credentials/verify (no sign-in): the verdict on a credential handed in, as its JSON
 * (application/json) or baked in a badge image (image/png, the iTXt chunk `openbadgecredential`):
 * valid, revoked (with the reason), signature invalid, or not issued by this program.
 */
const verify: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addContentTypeParser('image/png', { parseAs: 'buffer', bodyLimit: PNG_BODY_LIMIT }, (_request, body, done) => {
    const png = body as Buffer;
    if (!isPng(png)) return done(fastify.httpErrors.badRequest(CREDENTIAL_MESSAGES.unreadable), undefined);
    const text = bakedCredential(png);
    if (text === null) return done(fastify.httpErrors.badRequest(CREDENTIAL_MESSAGES.noCredentialInImage), undefined);
    try {
      return done(null, secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' }));
    } catch {
      return done(fastify.httpErrors.badRequest(CREDENTIAL_MESSAGES.unreadable), undefined);
    }
  });
  fastify.post(
    '/verify',
    {
      bodyLimit: PNG_BODY_LIMIT,
      config: { rateLimit: { max: CHECKS_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        tags: ['public'],
        summary: `Verifies an Open Badges 3.0 credential (its JSON, or a badge PNG with it baked in): its proof, issuer and revocation status; ${CHECKS_PER_MINUTE} a minute per IP`,
        consumes: ['application/json', 'image/png'],
        body: Type.Object(
          {},
          { additionalProperties: true, description: 'the credential (application/json), or a baked badge image (image/png)' },
        ),
        response: { 200: CredentialVerificationSchema, ...errorResponses(400, 413, 415, 429) },
      },
    },
    async (request) => fastify.certificates.verifyCredential(request.body),
  );
};

export default verify;
