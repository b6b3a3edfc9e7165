import fp from 'fastify-plugin';
import { createModels, type Models } from '../../lib/models.ts';
import { OTP_HISTORY_MS } from './auth/otp-repository.ts';

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

/** The models (with their indexes built) as fastify.models, and periodic housekeeping. */
export default fp(
  async (fastify) => {
    const models = await createModels(fastify.mongo);
    fastify.decorate('models', models);
    fastify.decorate('housekeeping', () => housekeeping(models));

    const timer = setInterval(() => {
      housekeeping(models).catch((err: unknown) => fastify.log.warn({ err }, 'housekeeping failed'));
    }, HOUSEKEEPING_INTERVAL_MS);
    timer.unref();
    fastify.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'repositories', dependencies: ['db'] },
);
