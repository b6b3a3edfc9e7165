/** Student IDs: "CP25-000123" style, from a counter, unique even for concurrent sign-ups; students only. */
import { describe, expect, it } from 'vitest';
import { allocateStudentId, ensureUser, formatStudentId } from '../src/features/auth/user-service.ts';
import { studentNumberOf } from '../src/models/user.ts';
import { bearer, createTestApp, destroyTestApp, signIn, signInThroughOtp, uniqueEmail, useTestApp } from './helpers/app.ts';

const ctx = useTestApp();

describe('Student IDs', () => {
  it('are formatted CPyy-nnnnnn', () => {
    expect(formatStudentId('25', 123)).toBe('CP25-000123');
  });

  it('count up from the per-year counter', async () => {
    const a = await allocateStudentId(ctx.app.models);
    const b = await allocateStudentId(ctx.app.models);
    expect(a).toMatch(/^CP\d{2}-\d{6}$/);
    expect(Number(b.slice(5))).toBe(Number(a.slice(5)) + 1);
  });

  it('are unique across concurrent sign-ins through the OTP flow', async () => {
    const sessions = await Promise.all(Array.from({ length: 8 }, () => signIn(ctx.app)));
    const users = await ctx.app.models.User.find({ email: { $in: sessions.map((s) => s.email) } }).lean();
    expect(users).toHaveLength(8);
    const ids = users.map((u) => u.studentId);
    expect(new Set(ids).size).toBe(8);
    for (const id of ids) expect(id).toMatch(/^CP\d{2}-\d{6}$/);
  });

  it('are unique across many concurrent account creations, and one address gets one account', async () => {
    const emails = Array.from({ length: 25 }, () => uniqueEmail('burst'));
    const results = await Promise.all(emails.map((e) => ensureUser(ctx.app.models, e)));
    expect(new Set(results.map((r) => r.user.studentId)).size).toBe(25);

    const same = uniqueEmail('same');
    const twice = await Promise.all(Array.from({ length: 6 }, () => ensureUser(ctx.app.models, same)));
    expect(new Set(twice.map((r) => String(r.user._id))).size).toBe(1);
    expect(twice.filter((r) => r.created)).toHaveLength(1);
    expect(await ctx.app.models.User.countDocuments({ email: same })).toBe(1);
  });

  it('are not given to staff: an ADMIN_EMAILS address signs in without one, and the next student gets the next number', async () => {
    const admin = uniqueEmail('boss');
    const app = await createTestApp({ config: { adminEmails: [admin] } });
    try {
      const before = await signInThroughOtp(app);
      const staff = await signInThroughOtp(app, admin);
      const after = await signInThroughOtp(app);
      const numberOf = async (email: string) => (await app.models.User.findOne({ email }).lean())!;
      const [first, adminUser, second] = [await numberOf(before.email), await numberOf(admin), await numberOf(after.email)];
      expect(adminUser.role).toBe('ADMIN');
      expect(studentNumberOf(adminUser)).toBeNull();
      expect(Number(studentNumberOf(second)!.slice(5))).toBe(Number(studentNumberOf(first)!.slice(5)) + 1);

      const me = await app.inject({ method: 'GET', url: '/me', headers: bearer(staff.accessToken) });
      expect(me.statusCode, me.body).toBe(200);
      expect(me.json()).toMatchObject({ role: 'ADMIN', studentId: null });
    } finally {
      await destroyTestApp(app);
    }
  });
});
