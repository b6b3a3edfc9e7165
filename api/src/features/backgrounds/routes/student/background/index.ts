import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BACKGROUND_FIELD_ORDER } from '@portal/domain/background';
import { MESSAGES } from '@portal/domain/messages';
import { BackgroundViewSchema, backgroundViewFields } from '@portal/domain/views/background';
import { API_MESSAGES } from '../../../../../lib/messages.ts';
import { ConfirmField, SuccessMessage, sendFieldErrors } from '../../../../../schemas/program.ts';
import { JSON_BODY_ERRORS, NullableString, ROLE_ERRORS, errorResponses } from '../../../../../schemas/common.ts';

const SubmittedSchema = Type.Object({ ...backgroundViewFields, message: SuccessMessage }, { additionalProperties: false });
/** Numbers may arrive as numbers or text: the SPEC rules ('a whole number', 'YYYY') answer either way. */
const NumberInput = () => Type.Optional(Type.Union([Type.Number(), Type.String({ maxLength: 20 }), Type.Null()]));
const Text = (maxLength: number) => Type.Optional(NullableString({ maxLength }));
const BackgroundBody = Type.Object(
  {
    profileType: Text(20),
    educationalLevel: Text(40),
    graduationYear: NumberInput(),
    college: Text(200),
    branch: Text(120),
    jobTitle: Text(120),
    company: Text(200),
    experienceMonths: NumberInput(),
    linkedinProfile: Text(300),
    confirm: ConfirmField,
  },
  { additionalProperties: false },
);

/** Step 5 (SPEC §2 background): student or professional, submitted once. */
const background: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['student'],
        summary: 'The submitted background, or NOT_SUBMITTED with nulls',
        security: [{ bearerAuth: [] }],
        response: { 200: BackgroundViewSchema, ...errorResponses(...ROLE_ERRORS) },
      },
    },
    async (request) => fastify.backgrounds.view(request.currentUser._id),
  );

  fastify.post(
    '/',
    {
      schema: {
        tags: ['student'],
        summary: 'Submit the background once (irreversible); the group that does not apply is stored as null',
        security: [{ bearerAuth: [] }],
        body: BackgroundBody,
        response: { 200: SubmittedSchema, ...errorResponses(...JSON_BODY_ERRORS, ...ROLE_ERRORS, 409) },
      },
      preHandler: fastify.requireStepOpen('background'),
    },
    async (request, reply) => {
      const user = request.currentUser;
      const result = await fastify.backgrounds.submitOwn(user, request.body, request.body.confirm === true);
      if (!result.ok) {
        if (result.reason === 'invalid') return sendFieldErrors(reply, result.errors, BACKGROUND_FIELD_ORDER);
        if (result.reason === 'unconfirmed') throw fastify.httpErrors.badRequest(API_MESSAGES.confirmRequired);
        throw fastify.httpErrors.conflict(API_MESSAGES.backgroundAlreadySubmitted);
      }
      request.log.info({ userId: String(user._id), profileType: result.background.profileType }, 'background submitted');
      return { ...result.view, message: MESSAGES.backgroundSubmitted };
    },
  );
};

export default background;
