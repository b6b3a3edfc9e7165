import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PROFILE_FIELD_ORDER, firstError, normalizeProfile, validateProfile } from '@portal/domain/validation';
import { API_MESSAGES } from '../../lib/messages.ts';
import type { UserDoc } from '../../lib/models.ts';
import { JSON_BODY_ERRORS, NullableString, ProfileSchema, QUERY_ERRORS, SIGNED_IN_ERRORS, errorResponses } from '../../schemas/common.ts';
import { toProfile } from '../../plugins/app/auth/user-repository.ts';

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
    async (request) => toProfile(request.currentUser),
  );

  fastify.put(
    '/',
    {
      schema: {
        tags: ['profile'],
        summary: 'Update name, phone, country and state (SPEC §5 rules; name, country and state lock after ID verification)',
        security: [{ bearerAuth: [] }],
        body: ProfileBody,
        response: { 200: ProfileSchema, ...errorResponses(...JSON_BODY_ERRORS, ...SIGNED_IN_ERRORS, 409) },
      },
    },
    async (request) => {
      const errors = validateProfile(request.body);
      const message = firstError(errors, PROFILE_FIELD_ORDER);
      if (message) throw fastify.httpErrors.createError(400, message, { errors });
      const next = normalizeProfile(request.body);
      const user = request.currentUser;
      const lockedFieldsUnchanged = { name: next.name, country: next.country, state: next.state };
      const changesLocked = () => next.name !== user.name || next.country !== user.country || next.state !== (user.state ?? null);
      const locked = () => fastify.httpErrors.conflict(API_MESSAGES.profileLocked);
      if (user.idVerified && changesLocked()) throw locked();

      // Compare-and-set: if the ID was verified meanwhile, only an update keeping the locked fields goes through.
      const updated = await fastify.models.User.findOneAndUpdate(
        { _id: user._id, $or: [{ idVerified: false }, lockedFieldsUnchanged] },
        { $set: next },
        { returnDocument: 'after' },
      ).lean<UserDoc>();
      if (!updated) throw locked();
      request.log.info({ userId: String(user._id) }, 'profile updated');
      return toProfile(updated);
    },
  );
};

export default me;
