import { Schema } from 'mongoose';

/**
 * Attempt slots of a code: _id "<codeId>:1" .. "<codeId>:5" for tries and "<codeId>:used" for its
 * one successful use. Each insert succeeds once, which caps tries at 5 and uses at 1 even under
 * concurrent requests.
 */
export const otpAttemptSchema = new Schema(
  { _id: { type: String, required: true }, at: { type: Date, required: true, index: true } },
  { collection: 'otp_attempts', versionKey: false },
);
