/** Access JWT and rotating refresh tokens (ARCHITECTURE "Security decisions"). */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/domain/messages';
import { API_MESSAGES } from '../src/lib/messages.ts';
import { hashRefreshToken } from '../src/features/auth/session-service.ts';
import { bearer, craftJwt, decodeJwt, getMe, signInThroughOtp, useTestApp } from './helpers/app.ts';

const ctx = useTestApp();

const refresh = (refreshToken: unknown) => ctx.app.inject({ method: 'POST', url: '/auth/refresh', payload: { refreshToken } });
const logout = (refreshToken: unknown) => ctx.app.inject({ method: 'POST', url: '/auth/logout', payload: { refreshToken } });

function expectSessionExpired(res: { statusCode: number; json(): { message: string } }) {
  expect(res.statusCode).toBe(401);
  expect(res.json().message).toBe(MESSAGES.sessionExpired);
}

describe('access token', () => {
  it('is an HS256 JWT for 15 minutes with sub, role, sid, issuer and audience', async () => {
    const { accessToken } = await signInThroughOtp(ctx.app);
    const header = JSON.parse(Buffer.from(accessToken.split('.')[0]!, 'base64url').toString());
    expect(header.alg).toBe('HS256');
    const claims = decodeJwt(accessToken);
    expect(claims).toMatchObject({ role: 'STUDENT', iss: 'career-portal', aud: 'career-portal-web' });
    expect(typeof claims.sub).toBe('string');
    expect(typeof claims.sid).toBe('string');
    expect((claims.exp as number) - (claims.iat as number)).toBe(15 * 60);
  });

  it('is required: no token, a malformed header or garbage gives 401', async () => {
    for (const headers of [{}, { authorization: 'Basic abc' }, { authorization: 'Bearer not.a.jwt' }]) {
      const res = await ctx.app.inject({ method: 'GET', url: '/me', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(API_MESSAGES.unauthorized);
    }
  });

  it('is refused when expired, wrongly signed, of another algorithm, issuer or audience', async () => {
    const { accessToken } = await signInThroughOtp(ctx.app);
    const good = decodeJwt(accessToken);
    const now = Math.floor(Date.now() / 1000);
    const hs256 = { alg: 'HS256', typ: 'JWT' };
    // A hand-made token with the real claims and secret is accepted (the helper is faithful) ...
    expect((await getMe(ctx.app, craftJwt(hs256, { ...good, iat: now, exp: now + 600 }))).statusCode).toBe(200);
    // ... and each single defect is refused.
    const bad = {
      expired: craftJwt(hs256, { ...good, iat: now - 1000, exp: now - 100 }),
      'wrong secret': craftJwt(hs256, { ...good, iat: now, exp: now + 600 }, 'another-secret-0123456789abcdefghijklmnop'),
      HS384: craftJwt({ alg: 'HS384', typ: 'JWT' }, { ...good, iat: now, exp: now + 600 }),
      none: craftJwt({ alg: 'none', typ: 'JWT' }, { ...good, iat: now, exp: now + 600 }),
      'wrong issuer': craftJwt(hs256, { ...good, iss: 'someone-else', iat: now, exp: now + 600 }),
      'wrong audience': craftJwt(hs256, { ...good, aud: 'another-app', iat: now, exp: now + 600 }),
      'no exp': craftJwt(hs256, { sub: good.sub, role: good.role, sid: good.sid, iss: good.iss, aud: good.aud, iat: now }),
      'no sid': craftJwt(hs256, { sub: good.sub, role: good.role, iss: good.iss, aud: good.aud, iat: now, exp: now + 600 }),
      'unknown session': craftJwt(hs256, { ...good, sid: 'not-a-session', iat: now, exp: now + 600 }),
      tampered: accessToken.replace(
        /\.([^.]+)\./,
        () => `.${Buffer.from(JSON.stringify({ ...good, role: 'ADMIN' })).toString('base64url')}.`,
      ),
    };
    for (const [label, token] of Object.entries(bad)) {
      const res = await getMe(ctx.app, token);
      expect(res.statusCode, label).toBe(401);
    }
  });

  it('carries the role only as a hint: the role is read from the database on each request', async () => {
    const { accessToken, email } = await signInThroughOtp(ctx.app);
    expect((await ctx.app.inject({ method: 'GET', url: '/admin/api/students', headers: bearer(accessToken) })).statusCode).toBe(403);
    await ctx.app.models.User.updateOne({ email }, { $set: { role: 'ADMIN' } });
    expect((await ctx.app.inject({ method: 'GET', url: '/admin/api/students', headers: bearer(accessToken) })).statusCode).toBe(200);
    await ctx.app.models.User.updateOne({ email }, { $set: { role: 'STUDENT' } });
    expect((await ctx.app.inject({ method: 'GET', url: '/admin/api/students', headers: bearer(accessToken) })).statusCode).toBe(403);
  });

  it('stops working when its user is deleted', async () => {
    const { accessToken, email } = await signInThroughOtp(ctx.app);
    await ctx.app.models.User.deleteOne({ email });
    expect((await getMe(ctx.app, accessToken)).statusCode).toBe(401);
  });
});

describe('refresh token', () => {
  it('is stored only as its SHA-256', async () => {
    const { refreshToken } = await signInThroughOtp(ctx.app);
    const doc = await ctx.app.models.RefreshToken.findOne({ tokenHash: hashRefreshToken(refreshToken) }).lean();
    expect(doc).not.toBeNull();
    expect(JSON.stringify(await ctx.app.models.RefreshToken.find({}).lean())).not.toContain(refreshToken);
  });

  it('rotates on every refresh: new pair, same session, working access token', async () => {
    const first = await signInThroughOtp(ctx.app);
    const res = await refresh(first.refreshToken);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['accessToken', 'refreshToken']);
    expect(body.refreshToken).not.toBe(first.refreshToken);
    expect(decodeJwt(body.accessToken).sid).toBe(decodeJwt(first.accessToken).sid);
    expect((await getMe(ctx.app, body.accessToken)).statusCode).toBe(200);
    const again = await refresh(body.refreshToken);
    expect(again.statusCode).toBe(200);
  });

  it('reuse of a rotated token revokes the whole family: the newer token and access tokens stop working', async () => {
    const first = await signInThroughOtp(ctx.app);
    const second = (await refresh(first.refreshToken)).json();
    const third = (await refresh(second.refreshToken)).json();
    expect((await getMe(ctx.app, third.accessToken)).statusCode).toBe(200);

    expectSessionExpired(await refresh(first.refreshToken)); // reuse detected
    expectSessionExpired(await refresh(third.refreshToken)); // the newest token of the family is dead too
    expect((await getMe(ctx.app, third.accessToken)).statusCode).toBe(401);
    expect((await getMe(ctx.app, first.accessToken)).statusCode).toBe(401);
    const session = await ctx.app.models.Session.findById(decodeJwt(first.accessToken).sid).lean();
    expect(session?.revokedAt).toBeInstanceOf(Date);
  });

  it('of two refreshes with one token at the same moment, at most one succeeds', async () => {
    const first = await signInThroughOtp(ctx.app);
    const results = await Promise.all(Array.from({ length: 4 }, () => refresh(first.refreshToken)));
    expect(results.filter((r) => r.statusCode === 200).length).toBeLessThanOrEqual(1);
    expect(await ctx.app.models.RefreshToken.countDocuments({ parent: hashRefreshToken(first.refreshToken) })).toBeLessThanOrEqual(1);
  });

  it('does not touch other sessions of the same user', async () => {
    const a = await signInThroughOtp(ctx.app);
    await ctx.app.models.OtpCode.updateMany({ email: a.email }, { $set: { sentAt: new Date(Date.now() - 120_000) } });
    const b = await signInThroughOtp(ctx.app, a.email);
    await refresh(a.refreshToken);
    await refresh(a.refreshToken); // reuse kills session a
    expect((await getMe(ctx.app, b.accessToken)).statusCode).toBe(200);
    expect((await refresh(b.refreshToken)).statusCode).toBe(200);
  });

  it('refuses unknown, empty, missing and expired tokens with the SPEC message', async () => {
    expectSessionExpired(await refresh('x'.repeat(43)));
    expectSessionExpired(await refresh(''));
    expectSessionExpired(await ctx.app.inject({ method: 'POST', url: '/auth/refresh', payload: {} }));
    const { refreshToken } = await signInThroughOtp(ctx.app);
    await ctx.app.models.RefreshToken.updateOne(
      { tokenHash: hashRefreshToken(refreshToken) },
      { $set: { expiresAt: new Date(Date.now() - 1000) } },
    );
    expectSessionExpired(await refresh(refreshToken));
  });
});

describe('POST /auth/logout', () => {
  it('answers 204 and revokes the family: refresh and access tokens stop working', async () => {
    const s = await signInThroughOtp(ctx.app);
    const rotated = (await refresh(s.refreshToken)).json();
    const res = await logout(rotated.refreshToken);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expectSessionExpired(await refresh(rotated.refreshToken));
    expect((await getMe(ctx.app, rotated.accessToken)).statusCode).toBe(401);
  });

  it('answers 204 for an unknown token', async () => {
    expect((await logout('unknown-token')).statusCode).toBe(204);
  });
});
