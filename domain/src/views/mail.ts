/**
 * The undelivered-mail view of the admin's mail delivery panel: declared once as TypeBox schemas
 * (the API's response contract) with their types for the screen (`import type` only).
 */
import { Type, type Static } from 'typebox';
import { NullableString } from './schema-helpers.ts';

/** A mail the outbox gave up on after its last attempt, waiting for an admin to send it again. */
export const FailedMailSchema = Type.Object(
  {
    id: Type.String(),
    key: Type.String({ description: 'the event the mail reports, e.g. fee-verified:<invoice id>' }),
    template: Type.String({ description: 'which mail: fee-verified, id-proof-approved, payment-link…' }),
    to: Type.String(),
    createdAt: Type.String({ format: 'date-time' }),
    failedAt: Type.String({ format: 'date-time' }),
    attempts: Type.Integer(),
    lastError: NullableString(),
  },
  { additionalProperties: false },
);
export type FailedMail = Static<typeof FailedMailSchema>;

export const FailedMailPageSchema = Type.Object(
  { items: Type.Array(FailedMailSchema), totalItems: Type.Integer() },
  { additionalProperties: false },
);
export type FailedMailPage = Static<typeof FailedMailPageSchema>;
