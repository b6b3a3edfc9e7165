/**
 * Sessions and refresh tokens (ARCHITECTURE "Security decisions"): a refresh token is 32 random
 * bytes (base64url) stored only as SHA-256, rotated on every refresh; presenting a token that
 * was already rotated revokes its whole family (the session), and logout revokes the family.
 * A rotation is the insert of the successor, whose unique `parent` is the old token's hash:
 * only one successor can ever exist, even for concurrent refreshes (see models.ts).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Types } from 'mongoose';
import { isDuplicateKeyError, type Models, type RefreshTokenDoc } from '../../lib/models.ts';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Inserts a token of the family; throws code 11000 when `parent` already has a successor. */
async function storeRefreshToken(models: Models, familyId: string, userId: Types.ObjectId, parent: string, now: Date): Promise<string> {
  const token = newRefreshToken();
  const expiresAt = new Date(now.getTime() + REFRESH_TOKEN_TTL_MS);
  await models.RefreshToken.create({ tokenHash: hashRefreshToken(token), parent, familyId, userId, expiresAt });
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
  const refreshToken = await storeRefreshToken(models, sid, userId, `root:${sid}`, now);
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

  // The successor's unique parent is the claim: of two refreshes with one token only one
  // succeeds, and the other is treated as reuse.
  let refreshToken: string;
  try {
    refreshToken = await storeRefreshToken(models, doc.familyId, doc.userId, doc.tokenHash, now);
  } catch (err) {
    if (!isDuplicateKeyError(err)) throw err;
    await revokeFamily(models, doc.familyId, 'refresh token reuse', now);
    return { ok: false, reason: 'reused' };
  }
  await models.RefreshToken.updateOne({ _id: doc._id }, { $set: { rotatedAt: now } });
  return { ok: true, userId: doc.userId, sid: doc.familyId, refreshToken };
}

/** Logout: revokes the family of this token, whatever its state. Unknown tokens are ignored. */
export async function revokeByToken(models: Models, token: string, now = new Date()): Promise<void> {
  if (!token) return;
  const doc = await models.RefreshToken.findOne({ tokenHash: hashRefreshToken(token) }).lean<RefreshTokenDoc>();
  if (doc) await revokeFamily(models, doc.familyId, 'logout', now);
}

/** fastify.sessions: sign-in sessions and their refresh tokens. */
export interface SessionRepository {
  /** A new session (token family) for the user, with its first refresh token. */
  start(userId: Types.ObjectId, userAgent: string | null): Promise<{ sid: string; refreshToken: string }>;
  /** Exchanges a refresh token for its successor (reuse revokes the family). */
  rotate(token: string): Promise<RotateResult>;
  /** Logout: revokes the family of this token. */
  revoke(token: string): Promise<void>;
}

export function createSessionRepository({ models }: { models: Models }): SessionRepository {
  return {
    start: (userId, userAgent) => createSession(models, userId, userAgent),
    rotate: (token) => rotateRefreshToken(models, token),
    revoke: (token) => revokeByToken(models, token),
  };
}
