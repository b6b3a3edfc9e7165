/** Large answers (lists, the OpenAPI document) travel brotli- or gzip-compressed; small ones as they are. */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn, uniqueEmail, useTestApp } from './helpers/app.ts';

const ctx = useTestApp();
let adminToken = '';

beforeAll(async () => {
  const admin = await signIn(ctx.app, uniqueEmail('admin'));
  await ctx.app.models.User.updateOne({ email: admin.email }, { $set: { role: 'ADMIN' } });
  adminToken = admin.accessToken;
  // Enough students that the list passes the 1 KB threshold several times over.
  await ctx.app.models.User.insertMany(
    Array.from({ length: 40 }, (_, i) => ({
      email: `listed-${i}@example.com`,
      name: `Listed Student ${i}`,
      role: 'STUDENT',
      studentId: `CP99-8${String(i).padStart(5, '0')}`,
    })),
  );
});

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

describe('response compression', () => {
  it('sends a student list brotli-compressed to a client that accepts br, with Vary', async () => {
    const plain = await get('/admin/api/students', bearer(adminToken));
    const res = await get('/admin/api/students', { ...bearer(adminToken), 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8'))).toEqual(plain.json());
    expect(plain.json()).toHaveLength(40);
  });

  it('falls back to gzip when the client does not accept brotli', async () => {
    const res = await get('/docs/json', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString('utf8')).openapi).toMatch(/^3\./);
  });

  it('sends plain bytes to a client that accepts no encoding', async () => {
    const res = await get('/docs/json');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().openapi).toMatch(/^3\./);
  });

  it('leaves answers under 1 KB uncompressed', async () => {
    const res = await get('/health', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ status: 'ok', db: 'up' });
  });
});
