/** An account: the profile, the fee and payment-link fields, and the ID-verified lock. */
import type mongoose from 'mongoose';
import { Schema, type InferSchemaType } from 'mongoose';
import { DEFAULT_CURRENCY, ROLES } from '@portal/domain/constants';

const nullableString = { type: String, default: null };
const nullableDate = { type: Date, default: null };

export const userSchema = new Schema(
  {
    email: { type: String, required: true, unique: true },
    role: { type: String, enum: ROLES, required: true, default: 'STUDENT' },
    /**
     * "CP25-000123" for a student; a staff account made as staff holds "staff:<its id>" instead (a
     * unique index cannot hold two nulls, on either engine). Read it through studentNumberOf, which
     * answers null for staff.
     */
    studentId: { type: String, required: true, unique: true },
    name: nullableString,
    phone: nullableString,
    country: nullableString,
    state: nullableString,
    feeVerified: { type: Boolean, required: true, default: false },
    feeVerifiedAt: nullableDate,
    feePaid: { type: Boolean, required: true, default: false },
    enrollmentStatus: nullableString,
    paymentAmountMinor: { type: Number, default: null },
    paymentCurrency: { type: String, required: true, default: DEFAULT_CURRENCY },
    paymentLinkUrl: nullableString,
    paymentAssignedAt: nullableDate,
    /** The Razorpay link behind paymentLinkUrl and its status there (features/payment-gateway); null for a pasted link. */
    paymentLinkId: nullableString,
    paymentLinkStatus: nullableString,
    /** The payment Razorpay confirmed for the fee (id, method, amount, time, bank reference), or null. */
    gatewayPayment: { type: Schema.Types.Mixed, default: null },
    /** The student's own report that they paid (domain/fee-evidence.ts: method, reference, paidOn, reportedAt), or null; only an admin verifies the fee. */
    paymentReport: { type: Schema.Types.Mixed, default: null },
    /** A gateway event of this student waits for an admin (an amount that differs, a stale link, a refund). */
    paymentAttention: { type: Boolean, required: true, default: false },
    /** The privacy notice version the student last consented to (features/privacy; the consents collection holds each record). */
    privacyNoticeVersion: nullableString,
    /** Set when the ID proof is VERIFIED; locks name, country and state. */
    idVerified: { type: Boolean, required: true, default: false },
    /** The cohort the student belongs to: the one active when the fee was first verified (models/cohort.ts). */
    cohortId: { type: Schema.Types.ObjectId, default: null },
    /** When the account was erased at the student's request (features/data-rights): it is then read-only, out of the working lists. */
    erasedAt: nullableDate,
    /** The fee change running now (features/payments/fee-changes.ts): its lease and intent (a refund its order), or null. */
    feeChange: { type: Schema.Types.Mixed, default: null },
  },
  { timestamps: true, collection: 'users' },
);
userSchema.index({ role: 1, createdAt: -1 });
// The filters of the admin payment list (link added or not, fee verified or not).
userSchema.index({ role: 1, feeVerified: 1, paymentLinkUrl: 1 });
// The reconciliation's look for fee changes whose process stopped.
userSchema.index({ 'feeChange.leaseUntil': 1 });
// A refund or a repeated payment names the payment: find its student.
userSchema.index({ 'gatewayPayment.paymentId': 1 });

export type UserDoc = InferSchemaType<typeof userSchema> & { _id: mongoose.Types.ObjectId };

/**
 * What a staff account (ADMIN, CA) made as staff holds in users.studentId instead of a number: the
 * unique index cannot hold two nulls on either engine and partial indexes are not allowed
 * (lib/models.ts), so staff get a key of their own that takes no number from the student counter.
 */
const STAFF_KEY_PREFIX = 'staff:';

export function staffStudentKey(id: mongoose.Types.ObjectId): string {
  return `${STAFF_KEY_PREFIX}${String(id)}`;
}

/**
 * The account's Student ID ("CP25-000123"), or null for a staff account made as staff. A student
 * later made staff (ADMIN_EMAILS at a later sign-in, `npm run user:role`) keeps the number they
 * had: their invoices and letters name it, so it stays on the record.
 */
export function studentNumberOf(user: { studentId?: string | null }): string | null {
  return user.studentId && !user.studentId.startsWith(STAFF_KEY_PREFIX) ? user.studentId : null;
}
