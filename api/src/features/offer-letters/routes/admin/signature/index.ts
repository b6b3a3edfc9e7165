import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from '@portal/domain/messages';
import { AdminSignatureStatusSchema, adminSignatureStatusFields } from '@portal/domain/views/signature';
import { sendStoredFile } from '../../../../../plugins/file-reply.ts';
import { API_MESSAGES } from '../../../../../lib/messages.ts';
import { PngResponse, SIGNATURE_BODY_LIMIT, SignatureBody, SuccessMessage, confirmMissing } from '../../../../../schemas/program.ts';
import { JSON_BODY_ERRORS, ROLE_ERRORS, errorResponses } from '../../../../../schemas/common.ts';
import { checkSignatureDataUrl, signatureProblemMessage } from '../../../../../lib/signature-png.ts';
import { actorOf } from '../../../../../plugins/authorization.ts';
import { toSignatureStatus } from '../../../offer-letter-views.ts';

const SavedSchema = Type.Object(
  { ...adminSignatureStatusFields, replaced: Type.Boolean(), message: SuccessMessage },
  { additionalProperties: false },
);

/** SPEC §2 authorized signature manager: status, the PNG, save or replace (audited). */
const signature: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Whether an authorized signature exists and when it was last saved',
        security: [{ bearerAuth: [] }],
        response: { 200: AdminSignatureStatusSchema, ...errorResponses(...ROLE_ERRORS) },
      },
    },
    async () => fastify.adminSignature.status(),
  );

  fastify.get(
    '/file',
    {
      schema: {
        tags: ['admin'],
        summary: 'The current authorized signature (PNG)',
        security: [{ bearerAuth: [] }],
        response: { 200: PngResponse, ...errorResponses(...ROLE_ERRORS, 404) },
      },
    },
    async (_request, reply) => {
      const file = await fastify.adminSignature.open();
      if (!file) throw fastify.httpErrors.notFound(API_MESSAGES.noAdminSignature);
      return sendStoredFile(reply, file);
    },
  );

  fastify.post(
    '/',
    {
      bodyLimit: SIGNATURE_BODY_LIMIT,
      schema: {
        tags: ['admin'],
        summary: 'Save or replace the authorized signature (a 640×220 PNG data URL); letters already issued keep theirs',
        security: [{ bearerAuth: [] }],
        body: SignatureBody,
        response: { 200: SavedSchema, ...errorResponses(...JSON_BODY_ERRORS, ...ROLE_ERRORS) },
      },
    },
    async (request) => {
      const check = checkSignatureDataUrl(request.body.signatureDataUrl);
      if (!check.ok) throw fastify.httpErrors.badRequest(signatureProblemMessage(check.problem, MESSAGES.noSignatureCaptured));
      const unconfirmed = confirmMissing(request.body);
      if (unconfirmed) throw fastify.httpErrors.badRequest(unconfirmed);

      const { saved, replaced } = await fastify.adminSignature.save(actorOf(request), check.png);
      request.log.info({ signatureId: String(saved._id), replaced }, 'authorized signature saved');
      return { ...toSignatureStatus(saved), replaced, message: replaced ? MESSAGES.signatureReplaced : MESSAGES.signatureSaved };
    },
  );
};

export default signature;
