/** GET /admin/api/summary: what waits for an admin, and since when (the oldest waiting item of each queue). */
import { Type, type Static } from 'typebox';
import { NullableDateTime } from './schema-helpers.ts';

const Since = (what: string) => NullableDateTime({ description: `when the oldest ${what} began to wait; null when none waits` });

export const AdminSummarySchema = Type.Object(
  {
    idsPending: Type.Integer({ description: 'ID proofs waiting for review' }),
    idsPendingSince: Since('ID proof (its upload)'),
    feesToVerify: Type.Integer({ description: 'students with a payment link whose fee is not verified' }),
    lettersAwaitingSignature: Type.Integer({ description: 'requested offer letters that wait because no authorized signature is saved' }),
    lettersAwaitingSignatureSince: Since('letter (its request)'),
    erasuresPending: Type.Integer({ description: 'requests to erase an account waiting for a decision' }),
    erasuresPendingSince: Since('erasure request'),
    erasuresDueAt: NullableDateTime({ description: 'when the oldest waiting erasure request must be answered by (30 days after it)' }),
    paymentsNeedingAttention: Type.Integer({ description: 'payment gateway events an admin has not resolved' }),
    paymentsNeedingAttentionSince: Since('payment event (its receipt)'),
  },
  { additionalProperties: false },
);
export type AdminSummary = Static<typeof AdminSummarySchema>;
