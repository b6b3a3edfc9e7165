/**
 * The admin's student rows (SPEC §3 admin student row) and the page of /admin/students: declared
 * once as TypeBox schemas (the API's contract), with their types for the screens (`import type` only).
 */
import { Type, type Static } from 'typebox';
import { ID_PROOF_STATUSES } from '../id-proof.ts';
import { PAYMENT_STATES } from '../payment-gateway.ts';
import { FEE_EVIDENCE_METHODS } from '../fee-evidence.ts';
import { NullableDateTime, NullableString } from './schema-helpers.ts';

/**
 * Evidence of a payment as a request gives it (domain/fee-evidence.ts checks it and answers 400 with
 * its message): fee Verify's optional fields, all left out to verify without evidence, and the student's report.
 */
export const FeeEvidenceBodySchema = Type.Object(
  {
    method: Type.Optional(Type.String({ maxLength: 40, description: `how the fee was paid: ${FEE_EVIDENCE_METHODS.join(', ')}` })),
    reference: Type.Optional(
      NullableString({ maxLength: 100, description: 'the UTR or receipt number: letters, digits, dashes, slashes; optional for cash' }),
    ),
    paidOn: Type.Optional(
      Type.String({ maxLength: 40, description: 'YYYY-MM-DD (India time): the day it was paid; not in the future, at most a year ago' }),
    ),
  },
  { additionalProperties: false },
);
export type FeeEvidenceBody = Static<typeof FeeEvidenceBodySchema>;

/** A student's own report that they paid (through a pasted link): it waits for an admin, who verifies the fee. */
export const PaymentReportSchema = Type.Object(
  {
    method: Type.Enum([...FEE_EVIDENCE_METHODS]),
    reference: NullableString(),
    /** YYYY-MM-DD. */
    paidOn: Type.String(),
    reportedAt: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);
export type PaymentReport = Static<typeof PaymentReportSchema>;

/** GET and POST /student/payment/report: the student's report, null before they sent one. */
export const StudentPaymentReportSchema = Type.Object(
  { report: Type.Union([PaymentReportSchema, Type.Null()]) },
  { additionalProperties: false },
);
export type StudentPaymentReport = Static<typeof StudentPaymentReportSchema>;

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
    /** The student's report that they paid (the Verify dialog starts from it), null when none. */
    paymentReport: Type.Optional(Type.Union([PaymentReportSchema, Type.Null()])),
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
