import fp from 'fastify-plugin';
import type { Models } from '../../lib/models.ts';
import { createOtpRepository } from './otp-repository.ts';
import { createOtpService, type OtpService } from './otp-service.ts';
import { createSessionRepository } from './session-repository.ts';
import { createSessionService, type SessionService } from './session-service.ts';
import { createUserRepository } from './user-repository.ts';
import { createUserService, type UserService } from './user-service.ts';

const HOUSEKEEPING_INTERVAL_MS = 10 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Sign-in codes: mail, issue and check. */
    otp: OtpService;
    /** Sessions and refresh tokens. */
    sessions: SessionService;
    /** Accounts. */
    users: UserService;
    /** Deletes expired OTP rows, refresh tokens (erased ones' hashes too), sessions and rate-limit windows (also runs every 10 minutes). */
    housekeeping: () => Promise<void>;
  }
}

/** Sign-in codes, sessions and accounts, and the periodic housekeeping of their expired rows. */
export default fp(
  async (fastify) => {
    const { models, config } = fastify;
    const otp = createOtpService({
      repository: createOtpRepository(models),
      mailer: fastify.mailer,
      secret: config.otpSecret,
      cooldownMs: config.otpResendCooldownSeconds * 1000,
    });
    const users = createUserService({ repository: createUserRepository(models), staff: config });
    const sessions = createSessionService({ repository: createSessionRepository(models), otp, users });
    fastify.decorate('otp', otp);
    fastify.decorate('sessions', sessions);
    fastify.decorate('users', users);

    /** Deletes rows nobody needs any more, with queries (the embedded engine has no TTL indexes). */
    const housekeeping = async (now = new Date()) => {
      await Promise.all([otp.deleteExpired(now), sessions.deleteExpired(now), deleteRateLimitWindows(models, now)]);
    };
    fastify.decorate('housekeeping', () => housekeeping());

    const timer = setInterval(() => {
      housekeeping().catch((err: unknown) => fastify.log.warn({ err }, 'housekeeping failed'));
    }, HOUSEKEEPING_INTERVAL_MS);
    timer.unref();
    fastify.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'auth', dependencies: ['models', 'mailer'] },
);

/** The rate limits' fixed windows that have ended (plugins/mongo-rate-limit-store.ts counts in them). */
async function deleteRateLimitWindows(models: Models, now: Date): Promise<void> {
  await models.RateLimitWindow.deleteMany({ endsAt: { $lt: now } });
}
