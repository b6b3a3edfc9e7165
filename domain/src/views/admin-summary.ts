/** GET /admin/api/summary: what waits for an admin. */
import { Type, type Static } from 'typebox';

export const AdminSummarySchema = Type.Object(
  {
    idsPending: Type.Integer({ description: 'ID proofs waiting for review' }),
    feesToVerify: Type.Integer({ description: 'students with a payment link whose fee is not verified' }),
    lettersAwaitingSignature: Type.Integer({ description: 'requested offer letters that wait because no authorized signature is saved' }),
  },
  { additionalProperties: false },
);
export type AdminSummary = Static<typeof AdminSummarySchema>;
