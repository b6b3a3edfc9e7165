import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@portal/domain/messages';
import { OfferLetterStatusSchema, offerLetterStatusFields } from '@portal/domain/views/offer-letter';
import { sendStoredFile } from '../../../../../plugins/file-reply.ts';
import { PdfResponse } from '../../../../../schemas/invoice.ts';
import { API_MESSAGES } from '../../../../../lib/messages.ts';
import { ConfirmField, SIGNATURE_BODY_LIMIT, SignatureBody, SuccessMessage } from '../../../../../schemas/program.ts';
import { JSON_BODY_ERRORS, NullableString, ROLE_ERRORS, errorResponses } from '../../../../../schemas/common.ts';
import { signatureProblemMessage } from '../../../../../lib/signature-png.ts';
import type { OfferLetterKind } from '../../../../../models/offer-letter.ts';
import type { SigningContext } from '../../../offer-letter-service.ts';

const ActedSchema = Type.Object({ ...offerLetterStatusFields, message: SuccessMessage }, { additionalProperties: false });
const RequestBody = Type.Object(
  { addressLine: Type.Optional(NullableString({ maxLength: 500 })), confirm: ConfirmField },
  { additionalProperties: false },
);

/** Who signed from where, as the evidence records it. */
function signingContext(request: FastifyRequest): SigningContext {
  const agent = request.headers['user-agent'];
  return { ip: request.ip ?? null, userAgent: typeof agent === 'string' ? agent.slice(0, 500) : null };
}

/** Steps 6-8 (SPEC §2 offer-letter, offer-letter/sign, final-offer-letter): request, draft, e-signature, final. */
const offerLetter: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['student'],
        summary: 'Where the offer letter stands: requested (with the address), draft, signature, final',
        security: [{ bearerAuth: [] }],
        response: { 200: OfferLetterStatusSchema, ...errorResponses(...ROLE_ERRORS) },
      },
    },
    async (request) => fastify.offerLetters.status(request.currentUser._id),
  );

  fastify.post(
    '/request',
    {
      schema: {
        tags: ['student'],
        summary: 'Request the offer letter with the mailing address, once (irreversible); the draft is issued in the background',
        security: [{ bearerAuth: [] }],
        body: RequestBody,
        response: { 200: ActedSchema, ...errorResponses(...JSON_BODY_ERRORS, ...ROLE_ERRORS, 409) },
      },
      preHandler: fastify.requireStepOpen('offer'),
    },
    async (request) => {
      const user = request.currentUser;
      const result = await fastify.offerLetters.requestOwn(user, request.body.addressLine, request.body.confirm === true);
      if (!result.ok) {
        if (result.reason === 'invalid') throw fastify.httpErrors.badRequest(result.message);
        if (result.reason === 'unconfirmed') throw fastify.httpErrors.badRequest(API_MESSAGES.confirmRequired);
        throw fastify.httpErrors.conflict(API_MESSAGES.offerAlreadyRequested);
      }
      request.log.info({ userId: String(user._id) }, 'offer letter requested');
      return { ...result.status, message: MESSAGES.offerRequested };
    },
  );

  for (const kind of ['draft', 'final'] as const satisfies readonly OfferLetterKind[]) {
    fastify.get(
      `/${kind}/file`,
      {
        schema: {
          tags: ['student'],
          summary: `The student's own ${kind} offer letter PDF, inline`,
          security: [{ bearerAuth: [] }],
          response: { 200: PdfResponse, ...errorResponses(...ROLE_ERRORS, 404) },
        },
      },
      async (request, reply) => {
        const file = await fastify.offerLetters.openLetter(request.currentUser._id, kind);
        if (!file) throw fastify.httpErrors.notFound(API_MESSAGES.letterNotIssued);
        return sendStoredFile(reply, file);
      },
    );
  }

  fastify.post(
    '/sign',
    {
      bodyLimit: SIGNATURE_BODY_LIMIT,
      schema: {
        tags: ['student'],
        summary: 'Sign the draft once with a 640×220 PNG data URL (irreversible); records the evidence; the final letter follows',
        security: [{ bearerAuth: [] }],
        body: SignatureBody,
        response: { 200: ActedSchema, ...errorResponses(...JSON_BODY_ERRORS, ...ROLE_ERRORS, 409) },
      },
      preHandler: fastify.requireStepOpen('signature'),
    },
    async (request) => {
      const user = request.currentUser;
      const result = await fastify.offerLetters.signOwn(
        user,
        request.body.signatureDataUrl,
        request.body.confirm === true,
        signingContext(request),
      );
      if (!result.ok) {
        if (result.reason === 'bad-signature')
          throw fastify.httpErrors.badRequest(signatureProblemMessage(result.problem, MESSAGES.signatureBlank));
        if (result.reason === 'unconfirmed') throw fastify.httpErrors.badRequest(API_MESSAGES.confirmRequired);
        if (result.reason === 'already-signed') throw fastify.httpErrors.conflict(MESSAGES.signatureAlreadyFinal);
        throw fastify.httpErrors.conflict(API_MESSAGES.letterNotIssued);
      }
      request.log.info({ userId: String(user._id), signatureSha256: result.signature.signatureSha256 }, 'offer letter signed');
      return { ...result.status, message: MESSAGES.signatureFinalized };
    },
  );
};

export default offerLetter;
