/**
 * Sessions and refresh tokens (ARCHITECTURE "Security decisions"): a refresh token is 32 random
 * bytes (base64url) stored only as SHA-256, rotated on every refresh; presenting a token that
 * was already rotated revokes its whole family (the session), and logout revokes the family.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Types } from 'mongoose';
import { isDuplicateKeyError, type Models, type UserDoc } from '../../lib/models.ts';
import type { CheckResult, OtpService, OtpWait } from './otp-service.ts';
import { createSessionRepository, type SessionRepository } from './session-repository.ts';
import type { EnsureUserResult, UserService } from './user-service.ts';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A refresh token's session ended by the erasure of its account, and when. */
export type ErasedSession = { ok: false; reason: 'erased'; erasedAt: Date };
export type RotateResult =
  | { ok: true; userId: Types.ObjectId; sid: string; refreshToken: string }
  | { ok: false; reason: 'unknown' | 'revoked' | 'expired' | 'reused' }
  | ErasedSession;

/** A sign-in with a code: the account (made at its first sign-in) and its new session, or why the code was refused. */
export type SignInResult =
  | ({ ok: true; sid: string; refreshToken: string } & EnsureUserResult)
  | { ok: false; reason: Exclude<CheckResult, 'ok' | OtpWait> }
  /** The address entered too many wrong codes today: its code was not checked. */
  | ({ ok: false; reason: 'wait' } & OtpWait);
export type RefreshResult =
  | { ok: true; user: UserDoc; sid: string; refreshToken: string }
  | { ok: false; reason: 'unknown' | 'revoked' | 'expired' | 'reused' | 'no-account' }
  | ErasedSession;

interface Sessions {
  /** A new session (token family) for the user, with its first refresh token. */
  start(userId: Types.ObjectId, userAgent: string | null, now?: Date): Promise<{ sid: string; refreshToken: string }>;
  /** Exchanges a refresh token for its successor (reuse revokes the family). */
  rotate(token: string, now?: Date): Promise<RotateResult>;
  /** Logout: revokes the family of this token, whatever its state. Unknown tokens are ignored. */
  revoke(token: string, now?: Date): Promise<void>;
  /** Ends every session of an erased account; its tokens are then refused as erased until they would have expired. */
  endForErasure(userId: Types.ObjectId, erasedAt: Date): Promise<void>;
  deleteExpired(now: Date): Promise<void>;
}

/** fastify.sessions: sign-in sessions and their refresh tokens. */
export interface SessionService extends Sessions {
  /** Checks the (normalized) address's code, then opens a session of its account. */
  signIn(email: string, code: string, userAgent: string | null): Promise<SignInResult>;
  /** Rotates the refresh token and reads the account it signs in (gone: the session has ended). */
  refresh(token: string): Promise<RefreshResult>;
}

function createSessions(repository: SessionRepository): Sessions {
  /** Stores a new token of the family; throws code 11000 when `parent` already has a successor. */
  async function storeToken(familyId: string, userId: Types.ObjectId, parent: string, now: Date): Promise<string> {
    const token = newRefreshToken();
    await repository.insertToken({
      tokenHash: hashRefreshToken(token),
      parent,
      familyId,
      userId,
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
    });
    return token;
  }

  return {
    async start(userId, userAgent, now = new Date()) {
      const sid = randomUUID();
      await repository.insertSession(
        sid,
        userId,
        new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
        userAgent ? userAgent.slice(0, 300) : null,
      );
      const refreshToken = await storeToken(sid, userId, `root:${sid}`, now);
      return { sid, refreshToken };
    },
    async rotate(token, now = new Date()) {
      if (!token) return { ok: false, reason: 'unknown' };
      const tokenHash = hashRefreshToken(token);
      const doc = await repository.tokenByHash(tokenHash);
      if (!doc) {
        const erasedAt = await repository.erasedAtOf(tokenHash);
        return erasedAt ? { ok: false, reason: 'erased', erasedAt } : { ok: false, reason: 'unknown' };
      }
      if (doc.revokedAt) return { ok: false, reason: 'revoked' };
      if (doc.rotatedAt) {
        await repository.revokeFamily(doc.familyId, 'refresh token reuse', now);
        return { ok: false, reason: 'reused' };
      }
      if (new Date(doc.expiresAt) <= now) return { ok: false, reason: 'expired' };
      if (!(await repository.isLive(doc.familyId))) return { ok: false, reason: 'revoked' };

      // The successor's unique parent is the claim: of two refreshes with one token only one
      // succeeds, and the other is treated as reuse.
      let refreshToken: string;
      try {
        refreshToken = await storeToken(doc.familyId, doc.userId, doc.tokenHash, now);
      } catch (err) {
        if (!isDuplicateKeyError(err)) throw err;
        await repository.revokeFamily(doc.familyId, 'refresh token reuse', now);
        return { ok: false, reason: 'reused' };
      }
      await repository.markRotated(doc._id, now);
      return { ok: true, userId: doc.userId, sid: doc.familyId, refreshToken };
    },
    async revoke(token, now = new Date()) {
      if (!token) return;
      const doc = await repository.tokenByHash(hashRefreshToken(token));
      if (doc) await repository.revokeFamily(doc.familyId, 'logout', now);
    },
    endForErasure: (userId, erasedAt) => repository.endForErasure(userId, erasedAt),
    deleteExpired: (now) => repository.deleteExpired(now),
  };
}

export function createSessionService(deps: {
  repository: SessionRepository;
  otp: Pick<OtpService, 'check'>;
  users: Pick<UserService, 'forSignIn' | 'byId'>;
}): SessionService {
  const sessions = createSessions(deps.repository);
  return {
    ...sessions,
    async signIn(email, code, userAgent) {
      const checked = await deps.otp.check(email, code);
      if (typeof checked === 'object') return { ok: false, reason: 'wait', ...checked };
      if (checked !== 'ok') return { ok: false, reason: checked };
      const account = await deps.users.forSignIn(email);
      return { ok: true, ...account, ...(await sessions.start(account.user._id, userAgent)) };
    },
    async refresh(token) {
      const rotated = await sessions.rotate(token);
      if (!rotated.ok) return rotated;
      const user = await deps.users.byId(rotated.userId);
      if (!user) return { ok: false, reason: 'no-account' };
      return { ok: true, user, sid: rotated.sid, refreshToken: rotated.refreshToken };
    },
  };
}

/** Starts a new session for the user outside a request (tests, benchmarks). */
export function createSession(models: Models, userId: Types.ObjectId, userAgent: string | null = null, now = new Date()) {
  return createSessions(createSessionRepository(models)).start(userId, userAgent, now);
}
