/** Configuration from the environment (env-schema): defaults and one clear sentence per bad value. */
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_CORS_ORIGINS, loadConfig } from '../src/config.ts';

const quiet = { warn: () => undefined };
const SECRET_A = 'a'.repeat(40);
const SECRET_B = 'b'.repeat(40);

function problems(env: Record<string, string>, options = {}): string[] {
  try {
    loadConfig(env, { ...quiet, ...options });
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
}

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const warnings: string[] = [];
    const c = loadConfig({}, { warn: (m) => warnings.push(m) });
    expect(c).toMatchObject({
      nodeEnv: 'development', host: '127.0.0.1', port: 4000, mongodbDb: 'career_portal', smtpUrl: 'smtp://127.0.0.1:1025',
      mailFrom: 'Career Portal <no-reply@careerportal.in>', corsOrigins: DEFAULT_CORS_ORIGINS, adminEmails: [], caEmails: [],
      sellerState: 'Karnataka', logLevel: 'info', otpResendCooldownSeconds: 60,
    });
    expect(DEFAULT_CORS_ORIGINS).toEqual(['http://localhost:3000', 'http://localhost:3001', 'http://localhost:3002', 'http://localhost:3003', 'http://localhost:3004']);
    expect(warnings.join('\n')).toMatch(/JWT_SECRET is not set/);
    expect(warnings.join('\n')).toMatch(/OTP_SECRET is not set/);
  });

  it('parses lists and numbers', () => {
    const c = loadConfig({
      PORT: '4100', CORS_ORIGINS: 'http://a.test, https://b.test:8443', ADMIN_EMAILS: ' Boss@X.com ,y@z.org', CA_EMAILS: 'ca@x.com',
      JWT_SECRET: SECRET_A, OTP_SECRET: SECRET_B,
    }, quiet);
    expect(c.port).toBe(4100);
    expect(c.corsOrigins).toEqual(['http://a.test', 'https://b.test:8443']);
    expect(c.adminEmails).toEqual(['boss@x.com', 'y@z.org']);
    expect(c.caEmails).toEqual(['ca@x.com']);
  });

  it('names each bad variable in a sentence', () => {
    const found = problems({ PORT: 'abc', LOG_LEVEL: 'loud', SMTP_URL: 'http://x', MONGODB_URI: 'postgres://x', NODE_ENV: 'staging' });
    expect(found).toEqual(expect.arrayContaining([
      'PORT must be a whole number between 1 and 65535, e.g. 4000',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace or silent',
      'SMTP_URL must start with smtp:// or smtps://, e.g. smtp://127.0.0.1:1025',
      'MONGODB_URI must be a MongoDB connection string starting with mongodb:// or mongodb+srv://',
      'NODE_ENV must be development, production or test',
    ]));
    expect(problems({ PORT: '70000' })).toEqual(['PORT must be a whole number between 1 and 65535, e.g. 4000']);
    expect(problems({ CORS_ORIGINS: 'localhost:3000' })[0]).toMatch(/^CORS_ORIGINS must be a comma-separated list of origins/);
    expect(problems({ ADMIN_EMAILS: 'not-an-email' })[0]).toMatch(/^ADMIN_EMAILS must be a comma-separated list of e-mail addresses/);
  });

  it('requires secrets in production, of at least 32 characters and different', () => {
    expect(problems({ NODE_ENV: 'production', MONGODB_URI: 'mongodb://db/' })).toEqual([
      'JWT_SECRET is required when NODE_ENV=production (a random string of at least 32 characters)',
      'OTP_SECRET is required when NODE_ENV=production (a random string of at least 32 characters)',
    ]);
    expect(problems({ JWT_SECRET: 'short', OTP_SECRET: SECRET_B })).toEqual(['JWT_SECRET must be at least 32 characters long']);
    expect(problems({ NODE_ENV: 'production', JWT_SECRET: SECRET_A, OTP_SECRET: SECRET_A })).toEqual(['JWT_SECRET and OTP_SECRET must differ']);
    expect(problems({ NODE_ENV: 'production', JWT_SECRET: SECRET_A, OTP_SECRET: SECRET_B })).toEqual([]);
  });

  it('requires MONGODB_URI when the server starts', () => {
    expect(problems({}, { requireMongo: true })[0]).toMatch(/^MONGODB_URI is required/);
    expect(problems({ MONGODB_URI: 'mongodb://127.0.0.1:27018/' }, { requireMongo: true })).toEqual([]);
  });

  it('never echoes a secret in its messages', () => {
    const err = (() => { try { loadConfig({ JWT_SECRET: 'tiny-secret-value', OTP_SECRET: SECRET_B }, quiet); } catch (e) { return e as Error; } return null; })();
    expect(err?.message).not.toContain('tiny-secret-value');
  });
});
