import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NOT_MODIFIED } from '../../../../../schemas/common.ts';
import { sendCachedDocument } from '../../../../../plugins/cached-document-reply.ts';

/**
 * GET /public/credentials/issuer (no sign-in): the issuer profile of the program's verifiable
 * credentials, the document at their issuer's id: its name, address and e-mail, and the Ed25519 keys
 * (Multikey) that sign them, the current one first and the earlier ones still listed.
 */
const issuer: FastifyPluginAsyncTypebox = async (fastify) => {
  const body = JSON.stringify(fastify.credentials.issuerProfile());
  fastify.get(
    '/issuer',
    {
      schema: {
        tags: ['public'],
        summary: "The credentials' issuer profile (Open Badges 3.0 Profile) with its signing keys as Multikeys; ETag and Cache-Control",
        response: { 200: Type.Unsafe<string>({ type: 'object', description: 'application/ld+json' }), 304: NOT_MODIFIED },
      },
    },
    async (request, reply) =>
      sendCachedDocument(request, reply, body, { type: 'application/ld+json', cacheControl: 'public, max-age=3600' }),
  );
};

export default issuer;
