import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_MESSAGES } from '../../../../lib/messages.ts';
import {
  JSON_BODY_ERRORS,
  NullableString,
  ProfileSchema,
  QUERY_ERRORS,
  SIGNED_IN_ERRORS,
  errorResponses,
} from '../../../../schemas/common.ts';

const MeQuery = Type.Object({ t: Type.Optional(Type.String({ maxLength: 40 })) }, { additionalProperties: false });
const ProfileBody = Type.Object(
  {
    name: Type.Optional(NullableString({ maxLength: 200 })),
    phone: Type.Optional(NullableString({ maxLength: 40 })),
    country: Type.Optional(NullableString({ maxLength: 100 })),
    state: Type.Optional(NullableString({ maxLength: 100 })),
  },
  { additionalProperties: false, examples: [{ name: 'Asha Rao', phone: '+91 9876543210', country: 'India', state: 'Karnataka' }] },
);

/** GET /me and PUT /me for any signed-in user. */
const me: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('onRequest', fastify.authenticate);

  fastify.get(
    '/',
    {
      schema: {
        tags: ['profile'],
        summary: 'The current user (the query t is a cache buster and is ignored)',
        security: [{ bearerAuth: [] }],
        querystring: MeQuery,
        response: { 200: ProfileSchema, ...errorResponses(...QUERY_ERRORS, ...SIGNED_IN_ERRORS) },
      },
    },
    async (request) => fastify.profiles.view(request.currentUser),
  );

  fastify.put(
    '/',
    {
      schema: {
        tags: ['profile'],
        summary:
          'Update name, phone, country and state (SPEC §5 rules; name, country and state lock after ID verification; a student must first consent to the privacy notice)',
        security: [{ bearerAuth: [] }],
        body: ProfileBody,
        response: { 200: ProfileSchema, ...errorResponses(...JSON_BODY_ERRORS, ...SIGNED_IN_ERRORS, 409) },
      },
      // Open to every role: a student's update still passes the consent gate of student writes.
      onRequest: fastify.requireConsent,
    },
    async (request) => {
      const result = await fastify.profiles.update(request.currentUser, request.body);
      if (!result.ok && result.reason === 'invalid') throw fastify.httpErrors.createError(400, result.message, { errors: result.errors });
      if (!result.ok) throw fastify.httpErrors.conflict(API_MESSAGES.profileLocked);
      request.log.info({ userId: String(request.currentUser._id) }, 'profile updated');
      return result.profile;
    },
  );
};

export default me;
