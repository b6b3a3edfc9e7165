import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NOT_MODIFIED, errorResponses } from '../../../../../schemas/common.ts';
import { sendCachedDocument } from '../../../../../plugins/cached-document-reply.ts';

const ListParams = Type.Object({ list: Type.Integer({ minimum: 1, maximum: 999_999_999 }) }, { additionalProperties: false });

/**
 * GET /public/credentials/status/{list} (no sign-in): a Bitstring Status List credential (purpose
 * revocation), signed by the program, that verifiers read a credential's revocation bit from. Kept a
 * minute: a revocation shows within it.
 */
const status: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/status/:list',
    {
      schema: {
        tags: ['public'],
        summary: 'A signed status list credential (BitstringStatusListCredential, revocation); ETag and Cache-Control',
        params: ListParams,
        response: {
          200: Type.Unsafe<string>({ type: 'object', description: 'application/vc+ld+json' }),
          304: NOT_MODIFIED,
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const signed = await fastify.credentials.statusList(request.params.list);
      if (!signed) throw fastify.httpErrors.notFound('No status list has this number.');
      return sendCachedDocument(request, reply, signed, { type: 'application/vc+ld+json', cacheControl: 'public, max-age=60' });
    },
  );
};

export default status;
