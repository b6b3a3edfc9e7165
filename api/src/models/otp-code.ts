import type mongoose from 'mongoose';
import { Schema, type InferSchemaType } from 'mongoose';

const nullableString = { type: String, default: null };
const nullableDate = { type: Date, default: null };

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

export type OtpCodeDoc = InferSchemaType<typeof otpCodeSchema> & { _id: mongoose.Types.ObjectId };
