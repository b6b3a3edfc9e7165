/** TypeBox pieces of the program routes (specialization, background, offer letter, signatures). */
import { Type } from 'typebox';
import type { FastifyReply } from 'fastify';
import { SIGNATURE_MAX_BYTES } from '@portal/domain/constants';
import { firstError, type FieldErrors } from '@portal/domain/validation';
import { API_MESSAGES } from '../lib/messages.ts';

/**
 * `confirm: true` acknowledges the irreversible confirm dialog. Optional in the schema so a
 * missing or false value gets a sentence (confirmRequired) instead of a schema error.
 */
export const ConfirmField = Type.Optional(Type.Boolean());

/** Room for a signature well over 200 KB in base64, so the size rule (SIGNATURE_MAX_BYTES) answers in words. */
export const SIGNATURE_BODY_LIMIT = 2 * SIGNATURE_MAX_BYTES * 2;

/** A PNG data URL (checked by lib/signature-png.ts) and the confirmation. */
export const SignatureBody = Type.Object(
  {
    signatureDataUrl: Type.Optional(Type.Union([Type.String({ maxLength: SIGNATURE_BODY_LIMIT - 1024 }), Type.Null()])),
    confirm: ConfirmField,
  },
  { additionalProperties: false },
);

/** A signature image answered as bytes (documented for OpenAPI; the body is not serialised). */
export const PngResponse = Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'image/png' });

/** The success sentence of SPEC §8 that a POST answers with beside its data. */
export const SuccessMessage = Type.String();

/** 400 with the first broken rule as `message` and every broken rule in `errors` (as PUT /me). */
export function sendFieldErrors<K extends string>(reply: FastifyReply, errors: FieldErrors<K>, order: readonly K[]) {
  const message = firstError(errors, order);
  return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: message ?? '', errors: errors as Record<string, string> });
}

/** 400 unless the body confirmed the irreversible action. */
export function confirmMissing(body: { confirm?: boolean }): string | null {
  return body.confirm === true ? null : API_MESSAGES.confirmRequired;
}
