/**
 * Mongoose schemas and models, bound to one connection (so several apps can share a process).
 * Rules for both engines (ARCHITECTURE "Data"): only plain and unique indexes; no TTL, text,
 * partial or sparse indexes (the embedded mongo-java-server accepts them but ignores their
 * options); expiry is done with queries (see housekeeping in plugins/app/repositories.ts).
 * The embedded engine builds only the unique indexes: other filters scan the collection there
 * (measured by npm run bench:db), so plain indexes are still declared for MongoDB.
 *
 * Invariants ("only once" rules) are inserts that a unique index (or _id) lets through exactly
 * once: the clearest guard on any engine, proven in test/db-capabilities.test.ts with the
 * conditional updates and $inc that both engines apply atomically.
 */
import type mongoose from 'mongoose';
import { Schema, type Connection, type InferSchemaType, type Model } from 'mongoose';
import { DEFAULT_CURRENCY, ROLES } from '@portal/domain/constants';
import { auditEntrySchema } from '../models/audit-entry.ts';
import { idProofSchema } from '../models/id-proof.ts';
import { invoiceSchema, type InvoiceDoc } from '../models/invoice.ts';
import { specializationSelectionSchema } from '../models/specialization-selection.ts';
import { backgroundSchema } from '../models/background.ts';
import { offerLetterRequestSchema } from '../models/offer-letter-request.ts';
import { offerSignatureSchema } from '../models/offer-signature.ts';
import { offerLetterSchema } from '../models/offer-letter.ts';
import { adminSignatureSchema } from '../models/admin-signature.ts';

export type { InvoiceDoc };

const nullableString = { type: String, default: null };
const nullableDate = { type: Date, default: null };

export const userSchema = new Schema(
  {
    email: { type: String, required: true, unique: true },
    role: { type: String, enum: ROLES, required: true, default: 'STUDENT' },
    /** "CP25-000123"; every account has one (a unique index cannot hold two nulls, on either engine). */
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
    /** Set when the ID proof is VERIFIED; locks name, country and state. */
    idVerified: { type: Boolean, required: true, default: false },
  },
  { timestamps: true, collection: 'users' },
);
userSchema.index({ role: 1, createdAt: -1 });
// The filters of the admin payment list (link added or not, fee verified or not).
userSchema.index({ role: 1, feeVerified: 1, paymentLinkUrl: 1 });

/** Atomic sequences (Student IDs), advanced with findOneAndUpdate + $inc + upsert. */
export const counterSchema = new Schema(
  { _id: { type: String, required: true }, seq: { type: Number, required: true, default: 0 } },
  { collection: 'counters', versionKey: false },
);

/**
 * One document per code sent. The newest one of an address (highest seq) is its only live code,
 * so a resend replaces the earlier code; the documents of the last hour are the send history the
 * per-address throttles count. `key` = "email|seq" is unique: of two concurrent sends one wins.
 */
export const otpCodeSchema = new Schema(
  {
    key: { type: String, required: true, unique: true },
    email: { type: String, required: true },
    seq: { type: Number, required: true },
    /** HMAC-SHA256(OTP_SECRET, email|code) as hex; null once used or killed. */
    codeHash: nullableString,
    expiresAt: { type: Date, required: true },
    sentAt: { type: Date, required: true, index: true },
    /** Wrong attempts so far (a hint; the authority is the attempt slots in otp_attempts). */
    attempts: { type: Number, required: true, default: 0 },
    usedAt: nullableDate,
  },
  { collection: 'otp_codes', timestamps: true },
);
otpCodeSchema.index({ email: 1, seq: -1 });

/**
 * Attempt slots of a code: _id "<codeId>:1" .. "<codeId>:5" for tries and "<codeId>:used" for its
 * one successful use. Each insert succeeds once, which caps tries at 5 and uses at 1 even under
 * concurrent requests.
 */
export const otpAttemptSchema = new Schema(
  { _id: { type: String, required: true }, at: { type: Date, required: true, index: true } },
  { collection: 'otp_attempts', versionKey: false },
);

/** A sign-in session = one refresh-token family. Its id is the JWT `sid`. */
export const sessionSchema = new Schema(
  {
    _id: { type: String, required: true },
    userId: { type: Schema.Types.ObjectId, required: true, index: true },
    revokedAt: nullableDate,
    revokedReason: nullableString,
    /** Updated on each refresh; the family ends when its newest refresh token expires. */
    expiresAt: { type: Date, required: true, index: true },
    userAgent: nullableString,
  },
  { collection: 'sessions', timestamps: true },
);

export const refreshTokenSchema = new Schema(
  {
    /** SHA-256 (hex) of the token; the token itself is never stored. */
    tokenHash: { type: String, required: true, unique: true },
    /**
     * tokenHash of the token this one replaced ("root:<familyId>" for the first of a family).
     * Unique: a token can be rotated once; a second rotation is refused by the index (reuse).
     */
    parent: { type: String, required: true, unique: true },
    familyId: { type: String, required: true, index: true },
    userId: { type: Schema.Types.ObjectId, required: true },
    expiresAt: { type: Date, required: true, index: true },
    rotatedAt: nullableDate,
    revokedAt: nullableDate,
  },
  { collection: 'refresh_tokens', timestamps: true },
);

export type UserDoc = InferSchemaType<typeof userSchema> & { _id: mongoose.Types.ObjectId };
export type OtpCodeDoc = InferSchemaType<typeof otpCodeSchema> & { _id: mongoose.Types.ObjectId };
export type SessionDoc = InferSchemaType<typeof sessionSchema>;
export type RefreshTokenDoc = InferSchemaType<typeof refreshTokenSchema> & { _id: mongoose.Types.ObjectId };

function bindModels(conn: Connection) {
  return {
    User: conn.model('User', userSchema),
    Counter: conn.model('Counter', counterSchema),
    OtpCode: conn.model('OtpCode', otpCodeSchema),
    OtpAttempt: conn.model('OtpAttempt', otpAttemptSchema),
    Session: conn.model('Session', sessionSchema),
    RefreshToken: conn.model('RefreshToken', refreshTokenSchema),
    Invoice: conn.model('Invoice', invoiceSchema),
    AuditEntry: conn.model('AuditEntry', auditEntrySchema),
    SpecializationSelection: conn.model('SpecializationSelection', specializationSelectionSchema),
    Background: conn.model('Background', backgroundSchema),
    OfferLetterRequest: conn.model('OfferLetterRequest', offerLetterRequestSchema),
    OfferSignature: conn.model('OfferSignature', offerSignatureSchema),
    OfferLetter: conn.model('OfferLetter', offerLetterSchema),
    AdminSignature: conn.model('AdminSignature', adminSignatureSchema),
    IdProof: conn.model('IdProof', idProofSchema),
  };
}

export type Models = ReturnType<typeof bindModels>;

/** Registers every model on `conn` and builds the indexes (unique ones guard invariants). */
export async function createModels(conn: Connection): Promise<Models> {
  const models = bindModels(conn);
  for (const model of Object.values(models) as Model<unknown>[]) {
    await model.init();
  }
  return models;
}

/** True for a duplicate-key error of an insert or upsert (the only code treated as a duplicate). */
export function isDuplicateKeyError(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 11000;
}
