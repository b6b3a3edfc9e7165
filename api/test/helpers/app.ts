/**
 * Test helpers: an app on a fresh database per test file (the real embedded database, or
 * MONGODB_URI, and real maildev SMTP), with its collections and indexes built before it serves,
 * and sign-in through the real OTP flow, reading the code from the inbox like a person would.
 */
import { randomBytes, createHmac } from 'node:crypto';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import serviceApp, { buildApp, type App } from '../../src/app.ts';
import { DEV_SELLER, loadConfig, type AppConfig } from '../../src/config.ts';
import { normalizeEmail } from '@portal/domain/validation';
import { createSession } from '../../src/features/auth/session-service.ts';
import { accountForSignIn } from '../../src/features/auth/user-service.ts';
import { mailTo, waitForOtp } from '../../../tools/test-support/inbox.ts';
import { TEST_CREDENTIAL_SEED, testSigning } from './signing.ts';

export const TEST_JWT_SECRET = 'test-jwt-secret-0123456789abcdefghijklmnop';
export const TEST_OTP_SECRET = 'test-otp-secret-0123456789abcdefghijklmnop';
/** The tests' master key of file encryption (32 bytes, base64). */
export const TEST_DATA_ENCRYPTION_KEY = Buffer.from('test-data-encryption-key-32bytes').toString('base64');

export function inboxUrl(): string {
  return inject('inboxUrl');
}

/** A configuration as the environment would give it, on a database of its own. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const base = loadConfig(
    {
      NODE_ENV: 'test',
      MONGODB_URI: inject('mongoUri'),
      MONGODB_DB: `t_${randomBytes(6).toString('hex')}`,
      SMTP_URL: inject('smtpUrl'),
      JWT_SECRET: TEST_JWT_SECRET,
      OTP_SECRET: TEST_OTP_SECRET,
      DATA_ENCRYPTION_KEY: TEST_DATA_ENCRYPTION_KEY,
      LOG_LEVEL: 'silent',
      // The development seller, set explicitly so loading the configuration does not warn about it.
      SELLER_NAME: DEV_SELLER.name,
      SELLER_ADDRESS: DEV_SELLER.address,
      SELLER_GSTIN: DEV_SELLER.gstin,
      // The first cohort's calendar (SPEC §1): enrolment open, before its training; cohort tests set their own day.
      PROGRAM_TODAY: '2025-10-20',
      // No load shedding: here the event loop is the test runner's too, and a test file's own work (or the
      // other worker and the database sharing two cores) stalls it past a second. health-docs.test.ts
      // sheds with the production setting.
      LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
    },
    { requireMongo: true },
  );
  return { ...base, signing: testSigning(), credentialSigning: { seed: TEST_CREDENTIAL_SEED, previousPublicKeys: [] }, ...overrides };
}

export interface TestAppOptions {
  config?: Partial<AppConfig>;
  /** Receives every log line (level trace) when given. */
  logLines?: string[];
}

function logStream(lines: string[]): Writable {
  return new Writable({
    write(chunk, _enc, cb) {
      lines.push(String(chunk));
      cb();
    },
  });
}

export async function createTestApp(options: TestAppOptions = {}): Promise<App> {
  const config = testConfig(options.config);
  const lines = options.logLines;
  return buildApp(config, { logger: lines ? { level: 'trace', stream: logStream(lines) } : false });
}

/**
 * The whole app plus routes registered after it, as a feature added later would be: proves that
 * app-wide rules (error handler, hooks) reach routes nobody told about them.
 */
export async function createTestAppWithRoutes(addRoutes: (app: FastifyInstance) => void, options: TestAppOptions = {}): Promise<App> {
  const lines = options.logLines;
  const app = Fastify({ logger: lines ? { level: 'trace', stream: logStream(lines) } : false });
  await app.register(fp(serviceApp), { config: testConfig(options.config) });
  addRoutes(app);
  await app.ready();
  return app as unknown as App;
}

/** Drops the test database and closes the app. */
export async function destroyTestApp(app: App | undefined): Promise<void> {
  if (!app) return;
  try {
    await app.mongo.dropDatabase();
  } finally {
    await app.close();
  }
}

/** Builds one app for the test file (beforeAll) and drops its database afterwards (afterAll). */
export function useTestApp(options: TestAppOptions = {}): { readonly app: App } {
  let app: App | undefined;
  beforeAll(async () => {
    app = await createTestApp(options);
  });
  afterAll(async () => {
    await destroyTestApp(app);
  });
  return {
    get app() {
      if (!app) throw new Error('the test app is not built yet');
      return app;
    },
  };
}

export function uniqueEmail(tag = 'user'): string {
  return `${tag}-${randomBytes(6).toString('hex')}@example.com`;
}

/** A random private address, so per-IP limits of one test do not affect another. */
export function randomIp(): string {
  const b = randomBytes(3);
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}

export async function sendOtp(app: App, email: unknown, ip = randomIp()) {
  return app.inject({ method: 'POST', url: '/auth/otp/send', payload: { email }, remoteAddress: ip });
}

export async function verifyOtp(app: App, body: Record<string, unknown>, ip = randomIp()) {
  return app.inject({ method: 'POST', url: '/auth/otp/verify', payload: body, remoteAddress: ip });
}

/** Sends a code and returns it as read from the inbox. */
export async function requestCode(app: App, email: string, ip = randomIp()): Promise<string> {
  const since = (await mailTo(inboxUrl(), email)).length;
  const res = await sendOtp(app, email, ip);
  expect(res.statusCode, res.body).toBe(200);
  return waitForOtp(inboxUrl(), email, { since });
}

export interface Tokens {
  accessToken: string;
  refreshToken: string;
  isNew: boolean;
  newUser: boolean;
}

/** Signs in through the real OTP flow: the code sent by mail, read from the inbox and verified. */
export async function signInThroughOtp(app: App, email = uniqueEmail()): Promise<Tokens & { email: string }> {
  const code = await requestCode(app, email);
  const res = await verifyOtp(app, { email, otp: code, code });
  expect(res.statusCode, res.body).toBe(200);
  return { ...(res.json() as Tokens), email };
}

/**
 * A session made the way POST /auth/otp/verify makes one once the code is right (the same account
 * rule, a session row with its refresh token, an access token from the app's JWT plugin), without
 * the mail round trip; every request after it goes through the real authentication. The sign-in
 * itself is tested end to end in auth-otp.test.ts and tokens.test.ts (signInThroughOtp).
 */
export async function signIn(app: App, email = uniqueEmail()): Promise<Tokens & { email: string }> {
  const address = normalizeEmail(email);
  const { user, created } = await accountForSignIn(app.models, address, app.config);
  const { sid, refreshToken } = await createSession(app.models, user._id, 'api-test');
  const accessToken = app.jwt.sign({ sub: String(user._id), role: user.role, sid });
  return { accessToken, refreshToken, isNew: created, newUser: created, email: address };
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

export async function getMe(app: App, accessToken: string) {
  return app.inject({ method: 'GET', url: '/me', headers: bearer(accessToken) });
}

/** Builds a JWT by hand (for expired, wrongly signed or wrongly addressed tokens). */
export function craftJwt(header: Record<string, unknown>, payload: Record<string, unknown>, secret = TEST_JWT_SECRET): string {
  const enc = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const head = enc(header);
  const body = enc(payload);
  const alg = String(header.alg);
  if (alg === 'none') return `${head}.${body}.`;
  const hash = { HS256: 'sha256', HS384: 'sha384', HS512: 'sha512' }[alg];
  if (!hash) throw new Error(`craftJwt cannot sign ${alg}`);
  const sig = createHmac(hash, secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${sig}`;
}

export function decodeJwt(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
}
