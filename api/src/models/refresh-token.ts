/** One refresh token of a session's family, stored only as its SHA-256. */
import type mongoose from 'mongoose';
import { Schema, type InferSchemaType } from 'mongoose';

const nullableDate = { type: Date, default: null };

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

export type RefreshTokenDoc = InferSchemaType<typeof refreshTokenSchema> & { _id: mongoose.Types.ObjectId };

/**
 * What an erasure leaves of a live refresh token: its hash and when the account was erased, nothing
 * that names the person, so the old session is told why it ended. Deleted when the token would have
 * expired (housekeeping).
 */
export const erasedRefreshTokenSchema = new Schema(
  {
    /** tokenHash of the erased token. */
    _id: { type: String, required: true },
    erasedAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true, index: true },
  },
  { collection: 'erased_refresh_tokens', versionKey: false },
);
