/**
 * Sessions (refresh-token families) and their refresh tokens, stored only as SHA-256. A rotation is
 * the insert of the successor, whose unique `parent` is the old token's hash: only one successor
 * can ever exist, even for concurrent refreshes.
 */
import type { Types } from 'mongoose';
import type { Models, RefreshTokenDoc } from '../../lib/models.ts';

export interface SessionRepository {
  insertSession(sid: string, userId: Types.ObjectId, expiresAt: Date, userAgent: string | null): Promise<void>;
  /** Inserts a token of the family (code 11000 when `parent` already has a successor) and extends the session to its expiry. */
  insertToken(token: Pick<RefreshTokenDoc, 'tokenHash' | 'parent' | 'familyId' | 'userId' | 'expiresAt'>): Promise<void>;
  tokenByHash(tokenHash: string): Promise<RefreshTokenDoc | null>;
  markRotated(id: Types.ObjectId, at: Date): Promise<void>;
  /** Whether the session exists and is not revoked. */
  isLive(sid: string): Promise<boolean>;
  /** Revokes the session and every refresh token of the family. */
  revokeFamily(familyId: string, reason: string, at: Date): Promise<void>;
  /**
   * An erasure: deletes every session and refresh token of the user, keeping of each live token only
   * its hash and `erasedAt` until it would have expired. Idempotent (a repeated run finds no token).
   */
  endForErasure(userId: Types.ObjectId, erasedAt: Date): Promise<void>;
  /** When the account of an erased token was erased; null for any other token. */
  erasedAtOf(tokenHash: string): Promise<Date | null>;
  /** Deletes the sessions and tokens that expired before `now` (revoked and rotated tokens stay until then, so their reuse is recognized). */
  deleteExpired(now: Date): Promise<void>;
}

export function createSessionRepository({
  Session,
  RefreshToken,
  ErasedRefreshToken,
}: Pick<Models, 'Session' | 'RefreshToken' | 'ErasedRefreshToken'>): SessionRepository {
  return {
    async insertSession(sid, userId, expiresAt, userAgent) {
      await Session.create({ _id: sid, userId, expiresAt, userAgent });
    },
    async insertToken(token) {
      await RefreshToken.create(token);
      await Session.updateOne({ _id: token.familyId }, { $set: { expiresAt: token.expiresAt } });
    },
    tokenByHash: (tokenHash) => RefreshToken.findOne({ tokenHash }).lean<RefreshTokenDoc>(),
    async markRotated(id, at) {
      await RefreshToken.updateOne({ _id: id }, { $set: { rotatedAt: at } });
    },
    async isLive(sid) {
      const session = await Session.findOne({ _id: sid }).lean();
      return !!session && !session.revokedAt;
    },
    async revokeFamily(familyId, reason, at) {
      await Session.updateOne({ _id: familyId, revokedAt: null }, { $set: { revokedAt: at, revokedReason: reason } });
      await RefreshToken.updateMany({ familyId, revokedAt: null }, { $set: { revokedAt: at } });
    },
    async endForErasure(userId, erasedAt) {
      const live = await RefreshToken.find({ userId, rotatedAt: null, revokedAt: null }, { tokenHash: 1, expiresAt: 1 }).lean();
      for (const { tokenHash, expiresAt } of live) {
        await ErasedRefreshToken.updateOne({ _id: tokenHash }, { $setOnInsert: { erasedAt, expiresAt } }, { upsert: true });
      }
      await Session.deleteMany({ userId });
      await RefreshToken.deleteMany({ userId });
    },
    async erasedAtOf(tokenHash) {
      const erased = await ErasedRefreshToken.findOne({ _id: tokenHash }, { erasedAt: 1 }).lean();
      return erased?.erasedAt ?? null;
    },
    async deleteExpired(now) {
      await Promise.all([
        RefreshToken.deleteMany({ expiresAt: { $lt: now } }),
        Session.deleteMany({ expiresAt: { $lt: now } }),
        ErasedRefreshToken.deleteMany({ expiresAt: { $lt: now } }),
      ]);
    },
  };
}
