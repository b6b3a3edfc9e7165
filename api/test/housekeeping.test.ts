/** Old rows are removed with queries (no TTL indexes), and every index is plain or unique. */
import { describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../src/lib/messages.ts';
import { hashRefreshToken } from '../src/features/auth/session-service.ts';
import { createTestApp, destroyTestApp, requestCode, sendOtp, signIn, uniqueEmail, useTestApp } from './helpers/app.ts';

const ctx = useTestApp();

describe('housekeeping', () => {
  it('deletes OTP rows older than an hour and expired refresh tokens and sessions, keeping live ones', async () => {
    const old = uniqueEmail('old');
    const fresh = uniqueEmail('fresh');
    await requestCode(ctx.app, old);
    await requestCode(ctx.app, fresh);
    await ctx.app.models.OtpCode.updateMany({ email: old }, { $set: { sentAt: new Date(Date.now() - 3_700_000) } });

    const expired = await signIn(ctx.app);
    const live = await signIn(ctx.app);
    const expiredDoc = await ctx.app.models.RefreshToken.findOne({ tokenHash: hashRefreshToken(expired.refreshToken) }).lean();
    await ctx.app.models.RefreshToken.updateOne({ _id: expiredDoc?._id }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    await ctx.app.models.Session.updateOne({ _id: expiredDoc?.familyId }, { $set: { expiresAt: new Date(Date.now() - 1000) } });

    await ctx.app.housekeeping();

    expect(await ctx.app.models.OtpCode.countDocuments({ email: old })).toBe(0);
    expect(await ctx.app.models.OtpCode.countDocuments({ email: fresh })).toBe(1);
    expect(await ctx.app.models.RefreshToken.countDocuments({ tokenHash: hashRefreshToken(expired.refreshToken) })).toBe(0);
    expect(await ctx.app.models.Session.countDocuments({ _id: expiredDoc?.familyId })).toBe(0);
    expect(await ctx.app.models.RefreshToken.countDocuments({ tokenHash: hashRefreshToken(live.refreshToken) })).toBe(1);
  });

  it('keeps a code given wrong tries for a day (the daily cap counts them), then deletes it', async () => {
    const email = uniqueEmail('wrong-tries');
    await requestCode(ctx.app, email);
    const hours = (n: number) => new Date(Date.now() - n * 3_600_000);
    await ctx.app.models.OtpCode.updateMany({ email }, { $set: { sentAt: hours(2), attempts: 3 } });
    await ctx.app.housekeeping();
    expect(await ctx.app.models.OtpCode.countDocuments({ email })).toBe(1);
    await ctx.app.models.OtpCode.updateMany({ email }, { $set: { sentAt: hours(25) } });
    await ctx.app.housekeeping();
    expect(await ctx.app.models.OtpCode.countDocuments({ email })).toBe(0);
  });

  it('uses only plain and unique indexes (no TTL, partial, sparse, text or collation)', async () => {
    for (const model of Object.values(ctx.app.models)) {
      const indexes = await model.collection.indexes();
      for (const index of indexes) {
        const label = `${model.collection.collectionName}.${index.name}`;
        expect(index.expireAfterSeconds, label).toBeUndefined();
        expect(index.partialFilterExpression, label).toBeUndefined();
        expect(index.sparse ?? false, label).toBe(false);
        expect(index.collation, label).toBeUndefined();
        expect(
          Object.values(index.key).every((v) => v === 1 || v === -1),
          label,
        ).toBe(true);
      }
    }
    const userIndexes = await ctx.app.models.User.collection.indexes();
    expect(
      userIndexes
        .filter((i) => i.unique)
        .map((i) => Object.keys(i.key)[0])
        .sort(),
    ).toEqual(['email', 'studentId']);
  });
});

describe('mail failure', () => {
  it('answers 503 when the mail cannot be sent, and withdraws the code so a retry is not throttled', async () => {
    const app = await createTestApp({ config: { smtpUrl: 'smtp://127.0.0.1:1' } });
    try {
      const email = uniqueEmail('nomail');
      const res = await sendOtp(app, email);
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(API_MESSAGES.mailFailed);
      expect(await app.models.OtpCode.countDocuments({ email })).toBe(0);
      expect((await sendOtp(app, email)).statusCode).toBe(503); // not 429
    } finally {
      await destroyTestApp(app);
    }
  });
});
