/**
 * The app server: precompressed copies sent with Content-Encoding and Vary, caching by file
 * kind (looked up by the original name, not the .br copy), SPA fallback and env-config.json; the
 * public pages' forms sent without JavaScript reach the page server only as a small urlencoded
 * form, and its answer goes out uncached (the page server's own handling is tested with the API in
 * api/test/public-pages.test.ts).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer } from './static-server.mjs';

const SCRIPT = `console.log(${JSON.stringify('federation '.repeat(200))});`;
const PAGE = `<!doctype html><html><body><div id="root"></div>${'<!-- app -->'.repeat(50)}</body></html>`;
const ENV_CONFIG = { apiBaseUrl: 'http://api.test', remotes: { mfe_public: 'http://localhost:3001/mf-manifest.json' } };

let dist: string;
let server: FastifyInstance;
let origin: string;

/** The copies carry a mark, so a test can tell a copy sent from a file compressed on the way. */
const COPY = '\n/* precompressed copy */';

/** Writes a file with the .br and .gz copies the build makes. */
function writeWithCopies(name: string, text: string) {
  writeFileSync(path.join(dist, name), text);
  writeFileSync(path.join(dist, `${name}.br`), brotliCompressSync(text + COPY));
  writeFileSync(path.join(dist, `${name}.gz`), gzipSync(text + COPY));
}

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'static-server-'));
  writeWithCopies('main.0123456789.js', SCRIPT);
  writeWithCopies('remoteEntry.js', SCRIPT);
  writeWithCopies('index.html', PAGE);
  writeFileSync(path.join(dist, 'only-plain.0123456789.css'), `.a{color:red}${' '.repeat(2000)}`);
  server = await startStaticServer({ distDir: dist, port: 0, envConfig: ENV_CONFIG, csp: "default-src 'self'" });
  const address = server.server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

/** Raw bytes as sent (Node's fetch would decode them). */
async function get(pathname: string, acceptEncoding?: string) {
  const { request } = await import('node:http');
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request(`${origin}${pathname}`, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('app server compression', () => {
  it('sends the brotli copy of a script, typed as JavaScript, immutable, with Vary', async () => {
    const res = await get('/main.0123456789.js', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT + COPY);
  });

  it('sends the gzip copy when brotli is not accepted, and plain bytes when nothing is', async () => {
    const gz = await get('/main.0123456789.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT + COPY);
    const plain = await get('/main.0123456789.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('keeps remoteEntry.js no-cache when its brotli copy is sent', async () => {
    const res = await get('/remoteEntry.js', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('sends the page compressed for client-side routes, with its security headers', async () => {
    const res = await get('/student-main/pay', 'br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toBe("default-src 'self'");
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.body).toString()).toBe(PAGE + COPY);
  });

  it('compresses env-config.json and a file that has no precompressed copy on the way', async () => {
    const config = await get('/env-config.json', 'br');
    expect(config.headers['content-encoding']).toBe('br');
    expect(config.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(brotliDecompressSync(config.body).toString())).toEqual(ENV_CONFIG);
    const css = await get('/only-plain.0123456789.css', 'gzip');
    expect(css.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(css.body).toString()).toMatch(/^\.a\{color:red\}/);
  });

  it('answers a missing asset with 404, not the page', async () => {
    const res = await get('/missing.0123456789.js', 'br');
    expect(res.status).toBe(404);
  });
});

describe("the public pages' forms sent without JavaScript", () => {
  let formServer: FastifyInstance;
  let formOrigin: string;
  const submitted: { url: string; body: string; clientIp?: string; userAgent?: string; secFetchSite?: string; origin?: string }[] = [];

  beforeAll(async () => {
    formServer = await startStaticServer({
      distDir: dist,
      port: 0,
      csp: "default-src 'self'",
      // The page server's side of it, as far as this server sees it: what it was given, and an answer.
      pages: {
        isPagePath: (pathname) => pathname === '/login',
        render: async () => ({ html: PAGE, rendered: true }),
        submit: async (url, request) => {
          submitted.push({ url, ...request });
          return request.body.includes('action=verify')
            ? { redirect: '/onboarding', setCookie: 'portal_signin=x; Path=/; SameSite=Strict' }
            : { html: '<p>The code step</p>', status: 400 };
        },
        robotsTxt: () => '',
        sitemapXml: async () => '',
      },
    });
    const address = formServer.server.address();
    formOrigin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => formServer?.close());

  const post = (pathname: string, contentType: string, body: string) =>
    fetch(`${formOrigin}${pathname}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': contentType, 'Sec-Fetch-Site': 'same-origin', Origin: formOrigin, 'User-Agent': 'Browser/1.0' },
      body,
    });

  it('hands the page server the form with what it judges the sender by, and sends its page uncached', async () => {
    const res = await post('/login?next=%2Fdashboard', 'application/x-www-form-urlencoded', 'email=a%40example.com&action=send');
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(await res.text()).toBe('<p>The code step</p>');
    expect(submitted.at(-1)).toEqual({
      url: '/login?next=%2Fdashboard',
      body: 'email=a%40example.com&action=send',
      clientIp: '127.0.0.1',
      userAgent: 'Browser/1.0',
      secFetchSite: 'same-origin',
      origin: formOrigin,
    });
  });

  it('sends a completed sign-in on with 303 and its cookie', async () => {
    const res = await post('/login', 'application/x-www-form-urlencoded', 'action=verify');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/onboarding');
    expect(res.headers.get('set-cookie')).toBe('portal_signin=x; Path=/; SameSite=Strict');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses any other body (415) or a large one (413) before the page server sees it, and a path that is not a page (404)', async () => {
    const before = submitted.length;
    expect((await post('/login', 'application/json', '{"email":"a@example.com"}')).status).toBe(415);
    expect((await post('/login', 'text/plain', 'email=a@example.com')).status).toBe(415);
    expect((await post('/login', 'multipart/form-data; boundary=x', '--x--')).status).toBe(415);
    expect((await post('/login', 'application/x-www-form-urlencoded', `email=${'a'.repeat(5000)}`)).status).toBe(413);
    expect((await post('/main.0123456789.js', 'application/x-www-form-urlencoded', 'a=b')).status).toBe(404);
    expect(submitted).toHaveLength(before);
  });
});
