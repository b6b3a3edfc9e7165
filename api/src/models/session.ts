import { Schema } from 'mongoose';

const nullableString = { type: String, default: null };
const nullableDate = { type: Date, default: null };

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
