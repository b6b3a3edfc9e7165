/**
 * The admin's student rows (SPEC §3 admin student row) and the page of /admin/students: declared
 * once as TypeBox schemas (the API's contract), with their types for the screens (`import type` only).
 */
import { Type, type Static } from 'typebox';
import { ID_PROOF_STATUSES } from '../id-proof.ts';
import { PAYMENT_STATES } from '../payment-gateway.ts';
import { NullableDateTime, NullableString } from './schema-helpers.ts';

export const StudentPaymentRowSchema = Type.Object(
  {
    id: Type.String(),
    email: Type.String(),
    name: NullableString(),
    studentId: NullableString(),
    paymentLinkUrl: NullableString(),
    paymentAmountMinor: Type.Union([Type.Integer(), Type.Null()]),
    paymentCurrency: Type.String(),
    paymentAssignedAt: NullableDateTime(),
    feeVerified: Type.Boolean(),
    feeVerifiedAt: NullableDateTime(),
    feeMinor: Type.Integer({ description: "the fee the student pays: their cohort's (the active cohort's until verified), paise" }),
    idStatus: Type.Enum([...ID_PROOF_STATUSES], { description: "the student's current ID proof status (Verify needs VERIFIED)" }),
    feePaid: Type.Optional(Type.Boolean({ description: 'a payment was received (by Razorpay), verified or not' })),
    paymentState: Type.Optional(
      Type.Enum([...PAYMENT_STATES], { description: 'the payment as the list shows it (domain/payment-gateway.ts paymentStateOf)' }),
    ),
    paymentLinkStatus: Type.Optional(NullableString({ description: "Razorpay's status of the current link; null for a pasted link" })),
    gatewayPaymentId: Type.Optional(NullableString({ description: 'the Razorpay payment recorded for the fee' })),
    gatewayPaidAt: Type.Optional(NullableDateTime()),
    /** When the account was erased: the row is then a read-only record. */
    erasedAt: Type.Optional(NullableDateTime()),
  },
  { additionalProperties: false },
);
export type StudentPaymentRow = Static<typeof StudentPaymentRowSchema>;

const count = Type.Integer();
/** Each filter pill's count: link counts under the current fee filter, fee counts under the current link filter. */
export const StudentCountsSchema = Type.Object(
  {
    link: Type.Object({ all: count, added: count, 'not-added': count }, { additionalProperties: false }),
    fee: Type.Object({ any: count, verified: count, unverified: count, paid: Type.Optional(count) }, { additionalProperties: false }),
  },
  { additionalProperties: false },
);
export type StudentCounts = Static<typeof StudentCountsSchema>;

/** GET /admin/api/students with page, size, link or fee. */
export const StudentPaymentPageSchema = Type.Object(
  {
    items: Type.Array(StudentPaymentRowSchema),
    page: Type.Integer(),
    size: Type.Integer(),
    totalItems: Type.Integer(),
    totalPages: Type.Integer(),
    counts: StudentCountsSchema,
  },
  { additionalProperties: false },
);
export type StudentPaymentPage = Static<typeof StudentPaymentPageSchema>;
