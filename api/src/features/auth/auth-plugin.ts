import fp from 'fastify-plugin';
import type { Models } from '../../lib/models.ts';
import { createOtpRepository, OTP_HISTORY_MS, type OtpRepository } from './otp-service.ts';
import { createSessionRepository, type SessionRepository } from './session-service.ts';
import { createUserRepository, type UserRepository } from './user-service.ts';

const HOUSEKEEPING_INTERVAL_MS = 10 * 60 * 1000;

/** Deletes rows nobody needs any more, with queries (the embedded engine has no TTL indexes). */
export async function housekeeping(models: Models, now = new Date()): Promise<void> {
  await Promise.all([
    // A code lives 10 minutes and the send history matters for one hour.
    models.OtpCode.deleteMany({ sentAt: { $lt: new Date(now.getTime() - OTP_HISTORY_MS) } }),
    models.OtpAttempt.deleteMany({ at: { $lt: new Date(now.getTime() - OTP_HISTORY_MS) } }),
    // Revoked and rotated tokens stay until they expire, so their reuse is still recognized.
    models.RefreshToken.deleteMany({ expiresAt: { $lt: now } }),
    models.Session.deleteMany({ expiresAt: { $lt: now } }),
    models.RateLimitWindow.deleteMany({ endsAt: { $lt: now } }),
  ]);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Sign-in codes: issue and check. */
    otp: OtpRepository;
    /** Sessions and refresh tokens. */
    sessions: SessionRepository;
    /** Accounts. */
    users: UserRepository;
    /** Deletes expired OTP rows, refresh tokens, sessions and rate-limit windows (also runs every 10 minutes). */
    housekeeping: () => Promise<void>;
  }
}

/** Sign-in codes, sessions and accounts, and the periodic housekeeping of their expired rows. */
export default fp(
  async (fastify) => {
    const { models, config } = fastify;
    fastify.decorate('otp', createOtpRepository({ models, secret: config.otpSecret, cooldownMs: config.otpResendCooldownSeconds * 1000 }));
    fastify.decorate('sessions', createSessionRepository({ models }));
    fastify.decorate('users', createUserRepository({ models, staff: config }));
    fastify.decorate('housekeeping', () => housekeeping(models));

    const timer = setInterval(() => {
      housekeeping(models).catch((err: unknown) => fastify.log.warn({ err }, 'housekeeping failed'));
    }, HOUSEKEEPING_INTERVAL_MS);
    timer.unref();
    fastify.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'auth', dependencies: ['models'] },
);
