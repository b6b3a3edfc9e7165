/**
 * Sessions and refresh tokens (ARCHITECTURE "Security decisions"): a refresh token is 32 random
 * bytes (base64url) stored only as SHA-256, rotated on every refresh; presenting a token that
 * was already rotated revokes its whole family (the session), and logout revokes the family.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Types } from 'mongoose';
import type { Models, RefreshTokenDoc } from './models.ts';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

async function storeRefreshToken(models: Models, familyId: string, userId: Types.ObjectId, now: Date): Promise<string> {
  const token = newRefreshToken();
  const expiresAt = new Date(now.getTime() + REFRESH_TOKEN_TTL_MS);
  await models.RefreshToken.create({ tokenHash: hashRefreshToken(token), familyId, userId, expiresAt });
  await models.Session.updateOne({ _id: familyId }, { $set: { expiresAt } });
  return token;
}

/** Starts a new session (token family) for the user. */
export async function createSession(
  models: Models,
  userId: Types.ObjectId,
  userAgent: string | null = null,
  now = new Date(),
): Promise<{ sid: string; refreshToken: string }> {
  const sid = randomUUID();
  await models.Session.create({
    _id: sid,
    userId,
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
    userAgent: userAgent ? userAgent.slice(0, 300) : null,
  });
  const refreshToken = await storeRefreshToken(models, sid, userId, now);
  return { sid, refreshToken };
}

/** Revokes the session and every refresh token of the family. */
export async function revokeFamily(models: Models, familyId: string, reason: string, now = new Date()): Promise<void> {
  await models.Session.updateOne({ _id: familyId, revokedAt: null }, { $set: { revokedAt: now, revokedReason: reason } });
  await models.RefreshToken.updateMany({ familyId, revokedAt: null }, { $set: { revokedAt: now } });
}

export type RotateResult =
  | { ok: true; userId: Types.ObjectId; sid: string; refreshToken: string }
  | { ok: false; reason: 'unknown' | 'revoked' | 'expired' | 'reused' };

/** Exchanges a refresh token for a new one of the same family. */
export async function rotateRefreshToken(models: Models, token: string, now = new Date()): Promise<RotateResult> {
  if (!token) return { ok: false, reason: 'unknown' };
  const doc = await models.RefreshToken.findOne({ tokenHash: hashRefreshToken(token) }).lean<RefreshTokenDoc>();
  if (!doc) return { ok: false, reason: 'unknown' };
  if (doc.revokedAt) return { ok: false, reason: 'revoked' };
  if (doc.rotatedAt) {
    await revokeFamily(models, doc.familyId, 'refresh token reuse', now);
    return { ok: false, reason: 'reused' };
  }
  if (new Date(doc.expiresAt) <= now) return { ok: false, reason: 'expired' };

  const session = await models.Session.findOne({ _id: doc.familyId }).lean();
  if (!session || session.revokedAt) return { ok: false, reason: 'revoked' };

  // Claim the token atomically: of two concurrent refreshes with one token only one wins,
  // and the loser is treated as reuse.
  const claimed = await models.RefreshToken.findOneAndUpdate(
    { _id: doc._id, rotatedAt: null, revokedAt: null },
    { $set: { rotatedAt: now } },
  ).lean();
  if (!claimed) {
    await revokeFamily(models, doc.familyId, 'refresh token reuse', now);
    return { ok: false, reason: 'reused' };
  }
  const refreshToken = await storeRefreshToken(models, doc.familyId, doc.userId, now);
  return { ok: true, userId: doc.userId, sid: doc.familyId, refreshToken };
}

/** Logout: revokes the family of this token, whatever its state. Unknown tokens are ignored. */
export async function revokeByToken(models: Models, token: string, now = new Date()): Promise<void> {
  if (!token) return;
  const doc = await models.RefreshToken.findOne({ tokenHash: hashRefreshToken(token) }).lean<RefreshTokenDoc>();
  if (doc) await revokeFamily(models, doc.familyId, 'logout', now);
}
