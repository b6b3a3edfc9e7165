/**
 * One error path: every error body is exactly {statusCode, error, message} (+ `errors` per field for
 * validation), 4xx are logged at info without a stack, anything unexpected at error with the request
 * id while the client gets a generic message; JSON bodies are refused with a truthful message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { API_MESSAGES } from '../src/lib/messages.ts';
import { bearer, createTestApp, createTestAppWithRoutes, destroyTestApp, signIn } from './helpers/app.ts';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  statusCode?: number;
  err?: { message?: string; stack?: string };
  [key: string]: unknown;
}

const lines: string[] = [];
const logged = () => lines.map((l) => JSON.parse(l) as LogLine);
let app: App;
beforeAll(async () => {
  app = await createTestApp({ logLines: lines });
});
afterAll(async () => destroyTestApp(app));

const post = (url: string, payload: string, contentType = 'application/json') =>
  app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });

describe('error bodies', () => {
  it('are exactly {statusCode, error, message} for 401, 403 and 404', async () => {
    expect((await app.inject({ method: 'GET', url: '/me' })).json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: API_MESSAGES.unauthorized,
    });
    const { accessToken } = await signIn(app);
    const forbidden = await app.inject({ method: 'GET', url: '/admin/api/students', headers: bearer(accessToken) });
    expect(forbidden.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: API_MESSAGES.forbidden });
    expect((await app.inject({ method: 'GET', url: '/nowhere' })).json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: API_MESSAGES.notFound,
    });
  });

  it('name the field for a schema failure and carry no Fastify code', async () => {
    const { accessToken } = await signIn(app);
    const query = await app.inject({ method: 'GET', url: `/me?t=${'1'.repeat(41)}`, headers: bearer(accessToken) });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'querystring/t must NOT have more than 40 characters',
      errors: { t: 'must NOT have more than 40 characters' },
    });
    const body = await post('/auth/otp/send', JSON.stringify({ email: { address: 'a@example.com' } }));
    expect(body.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: expect.stringContaining('body/email must be string'),
      errors: { email: 'must be string' },
    });
    const noBody = await app.inject({ method: 'POST', url: '/auth/refresh' });
    expect(noBody.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'body must be object',
      errors: { body: 'must be object' },
    });
  });

  it('answer a body over the limit with 413 and any content type but JSON with 415', async () => {
    const big = await post('/auth/logout', JSON.stringify({ refreshToken: 'x'.repeat(1_100_000) }));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ statusCode: 413, error: 'Payload Too Large', message: expect.any(String) });
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const res = await post('/auth/logout', 'refreshToken=x', type);
      expect(res.statusCode, type).toBe(415);
      expect(res.json()).toEqual({ statusCode: 415, error: 'Unsupported Media Type', message: 'Unsupported Media Type' });
    }
  });
});

describe('JSON bodies', () => {
  it('refuse "__proto__" and constructor.prototype with a message that says so', async () => {
    for (const payload of [
      '{"__proto__":{"role":"ADMIN"},"email":"a@example.com"}',
      '{"email":"a@example.com","x":{"constructor":{"prototype":{"role":"ADMIN"}}}}',
    ]) {
      const res = await post('/auth/otp/send', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: API_MESSAGES.bodyForbiddenKey });
    }
    expect(({} as Record<string, unknown>).role).toBeUndefined();
  });

  it('say when the body is not JSON or empty', async () => {
    expect((await post('/auth/otp/send', '{"email":')).json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: API_MESSAGES.bodyNotJson,
    });
    expect((await post('/auth/otp/send', '')).json()).toEqual({ statusCode: 400, error: 'Bad Request', message: API_MESSAGES.bodyEmpty });
  });

  it('still take ordinary JSON, with a charset; a key named constructor is read as a plain (unknown) property', async () => {
    const plain = await post('/auth/logout', '{"refreshToken":"unknown"}', 'application/json; charset=utf-8');
    expect(plain.statusCode).toBe(204);
    // Parsed without touching a prototype, then refused by name like any property the contract does not list.
    const res = await post('/auth/logout', '{"refreshToken":"unknown","constructor":"a plain value"}', 'application/json; charset=utf-8');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("'constructor'");
  });
});

describe('logging of errors', () => {
  it('logs client errors at info, without a stack trace', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/me' });
    await post('/auth/otp/send', '{"email":');
    const rejected = logged().filter((l) => l.msg === 'request rejected');
    expect(rejected.map((l) => [l.level, l.statusCode])).toEqual([
      [30, 401],
      [30, 400],
    ]);
    expect(lines.join('')).not.toMatch(/"stack"/);
  });
});

describe('an unexpected error', () => {
  const errorLines: string[] = [];
  let boomApp: App;
  beforeAll(async () => {
    boomApp = await createTestAppWithRoutes(
      (instance) => {
        instance.get('/boom', async () => {
          throw new Error('connection string mongodb://admin:hunter2@db is wrong');
        });
        instance.get('/busy', async () => {
          throw Object.assign(new Error('connection pool of 10 exhausted'), { statusCode: 503 });
        });
      },
      { logLines: errorLines },
    );
  });
  afterAll(async () => destroyTestApp(boomApp));

  it('answers 500 with a generic message and logs the cause at error with the request id', async () => {
    const res = await boomApp.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ statusCode: 500, error: 'Internal Server Error', message: API_MESSAGES.internal });
    expect(res.body).not.toContain('hunter2');
    const failure = errorLines.map((l) => JSON.parse(l) as LogLine).find((l) => l.msg === 'request failed');
    expect(failure).toMatchObject({ level: 50, reqId: expect.any(String), err: { message: expect.stringContaining('hunter2') } });
    expect(failure?.err?.stack).toContain('errors.test.ts');
  });

  it('keeps the status of a deliberate 5xx but not its message', async () => {
    const res = await boomApp.inject({ method: 'GET', url: '/busy' });
    expect(res.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: API_MESSAGES.overloaded });
  });
});
