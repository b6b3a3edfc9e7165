/** Cache-Control: no-store on every answer that carries tokens or personal data, routes added later included. */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { bearer, createTestAppWithRoutes, destroyTestApp, requestCode, signIn, uniqueEmail, verifyOtp } from './helpers/app.ts';

const ADMIN = uniqueEmail('admin');
let app: App;
beforeAll(async () => {
  app = await createTestAppWithRoutes(
    (instance) => {
      instance.get('/later/feature', async () => ({ secret: 'personal' }));
      instance.get('/later/public-file', async (_request, reply) =>
        reply.header('cache-control', 'public, max-age=3600').send({ ok: true }),
      );
    },
    { config: { adminEmails: [ADMIN] } },
  );
});
afterAll(async () => destroyTestApp(app));

const cacheControl = async (options: InjectOptions) => (await app.inject(options)).headers['cache-control'];

describe('Cache-Control', () => {
  it('is no-store on the token answers', async () => {
    const email = uniqueEmail('tokens');
    const code = await requestCode(app, email);
    const verified = await verifyOtp(app, { email, otp: code });
    expect(verified.statusCode).toBe(200);
    expect(verified.headers['cache-control']).toBe('no-store');
    const refreshed = await app.inject({ method: 'POST', url: '/auth/refresh', payload: { refreshToken: verified.json().refreshToken } });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.headers['cache-control']).toBe('no-store');
    expect(await cacheControl({ method: 'POST', url: '/auth/refresh', payload: { refreshToken: 'unknown' } })).toBe('no-store');
    expect(await cacheControl({ method: 'POST', url: '/auth/otp/verify', payload: { email, otp: '000000' } })).toBe('no-store');
  });

  it('is no-store on every authenticated answer, its errors too', async () => {
    const student = await signIn(app);
    const admin = await signIn(app, ADMIN);
    expect(await cacheControl({ method: 'GET', url: '/me', headers: bearer(student.accessToken) })).toBe('no-store');
    expect(await cacheControl({ method: 'GET', url: '/me' })).toBe('no-store');
    expect(await cacheControl({ method: 'PUT', url: '/me', headers: bearer(student.accessToken), payload: { name: '' } })).toBe('no-store');
    expect(await cacheControl({ method: 'GET', url: '/admin/api/students', headers: bearer(admin.accessToken) })).toBe('no-store');
    expect(await cacheControl({ method: 'GET', url: '/admin/api/students', headers: bearer(student.accessToken) })).toBe('no-store');
  });

  it('reaches a route added later without it doing anything, and leaves a route that sets its own alone', async () => {
    expect(await cacheControl({ method: 'GET', url: '/later/feature' })).toBe('no-store');
    expect(await cacheControl({ method: 'GET', url: '/later/public-file' })).toBe('public, max-age=3600');
  });
});
