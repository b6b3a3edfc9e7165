/** Configuration from the environment (env-schema): defaults and one clear sentence per bad value. */
import { describe, expect, it } from 'vitest';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, DEFAULT_CORS_ORIGINS, loadConfig } from '../src/config.ts';
import { TEST_P12_PASSWORD, testP12, testSigningEnv } from './helpers/signing.ts';

const quiet = { warn: () => undefined };
const SECRET_A = 'config-test-secret-a-0123456789abcdefghij';
const SECRET_B = 'config-test-secret-b-0123456789abcdefghij';
const DATA_KEY = Buffer.from('config-test-data-encryption-key!').toString('base64');
const OFFICER = { GRIEVANCE_OFFICER_NAME: 'Meera Iyer', GRIEVANCE_OFFICER_EMAIL: 'grievance@asha.example' };
const SELLER = {
  SELLER_NAME: 'Asha Learning LLP',
  SELLER_ADDRESS: '12 MG Road, Mumbai 400001',
  SELLER_GSTIN: '27AAPFU0939F1ZV',
  SELLER_STATE: 'Maharashtra',
};

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
      nodeEnv: 'development',
      host: '127.0.0.1',
      port: 4000,
      mongodbDb: 'career_portal',
      smtpUrl: 'smtp://127.0.0.1:1025',
      mailFrom: 'Career Portal <no-reply@careerportal.in>',
      corsOrigins: DEFAULT_CORS_ORIGINS,
      adminEmails: [],
      caEmails: [],
      sellerState: 'Karnataka',
      logLevel: 'info',
      otpResendCooldownSeconds: 60,
      mentorMaxInterns: 15,
    });
    expect(DEFAULT_CORS_ORIGINS).toEqual([
      'http://localhost:3000',
      'http://localhost:3001',
      'http://localhost:3002',
      'http://localhost:3003',
      'http://localhost:3004',
      'http://localhost:3005',
    ]);
    expect(warnings.join('\n')).toMatch(/JWT_SECRET is not set/);
    expect(warnings.join('\n')).toMatch(/OTP_SECRET is not set/);
  });

  it('parses lists and numbers', () => {
    const c = loadConfig(
      {
        PORT: '4100',
        CORS_ORIGINS: 'http://a.test, https://b.test:8443',
        ADMIN_EMAILS: ' Boss@X.com ,y@z.org',
        CA_EMAILS: 'ca@x.com',
        JWT_SECRET: SECRET_A,
        OTP_SECRET: SECRET_B,
      },
      quiet,
    );
    expect(c.port).toBe(4100);
    expect(c.corsOrigins).toEqual(['http://a.test', 'https://b.test:8443']);
    expect(c.adminEmails).toEqual(['boss@x.com', 'y@z.org']);
    expect(c.caEmails).toEqual(['ca@x.com']);
  });

  it('names each bad variable in a sentence', () => {
    const found = problems({ PORT: 'abc', LOG_LEVEL: 'loud', SMTP_URL: 'http://x', MONGODB_URI: 'postgres://x', NODE_ENV: 'staging' });
    expect(found).toEqual(
      expect.arrayContaining([
        'PORT must be a whole number between 1 and 65535, e.g. 4000',
        'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace or silent',
        'SMTP_URL must start with smtp:// or smtps://, e.g. smtp://127.0.0.1:1025',
        'MONGODB_URI must be a MongoDB connection string starting with mongodb:// or mongodb+srv://',
        'NODE_ENV must be development, production or test',
      ]),
    );
    expect(problems({ PORT: '70000' })).toEqual(['PORT must be a whole number between 1 and 65535, e.g. 4000']);
    expect(problems({ MENTOR_MAX_INTERNS: '0' })).toEqual(['MENTOR_MAX_INTERNS must be a whole number from 1 to 500']);
    expect(problems({ CORS_ORIGINS: 'localhost:3000' })[0]).toMatch(/^CORS_ORIGINS must be a comma-separated list of origins/);
    expect(problems({ ADMIN_EMAILS: 'not-an-email' })[0]).toMatch(/^ADMIN_EMAILS must be a comma-separated list of e-mail addresses/);
  });

  it('requires secrets in production, of at least 32 characters and different', () => {
    expect(problems({ NODE_ENV: 'production', MONGODB_URI: 'mongodb://db/', ...SELLER, ...testSigningEnv() })).toEqual([
      'JWT_SECRET is required when NODE_ENV=production (a random string of at least 32 characters)',
      'OTP_SECRET is required when NODE_ENV=production (a random string of at least 32 characters)',
      'DATA_ENCRYPTION_KEY is required when NODE_ENV=production (32 random bytes in base64, e.g. from `openssl rand -base64 32`)',
      'GRIEVANCE_OFFICER_NAME is required when NODE_ENV=production (the privacy notice names who answers grievances)',
      'GRIEVANCE_OFFICER_EMAIL is required when NODE_ENV=production (the privacy notice names who answers grievances)',
    ]);
    expect(problems({ JWT_SECRET: 'short', OTP_SECRET: SECRET_B })).toEqual(['JWT_SECRET must be at least 32 characters long']);
    expect(
      problems({
        NODE_ENV: 'production',
        JWT_SECRET: SECRET_A,
        OTP_SECRET: SECRET_A,
        DATA_ENCRYPTION_KEY: DATA_KEY,
        ...OFFICER,
        ...SELLER,
        ...testSigningEnv(),
      }),
    ).toEqual(['JWT_SECRET and OTP_SECRET must differ']);
    expect(
      problems({
        NODE_ENV: 'production',
        JWT_SECRET: SECRET_A,
        OTP_SECRET: SECRET_B,
        DATA_ENCRYPTION_KEY: DATA_KEY,
        ...OFFICER,
        ...SELLER,
        ...testSigningEnv(),
      }),
    ).toEqual([]);
  });

  it('has a development seller for invoices and requires the real one in production', () => {
    const warnings: string[] = [];
    expect(loadConfig({}, { warn: (m) => warnings.push(m) }).seller).toEqual({
      name: 'Career Portal Learning Pvt. Ltd. (development seller)',
      address: '2nd Floor, Sample Tech Park, Outer Ring Road, Bengaluru 560103',
      gstin: '29AABCC1234D1Z7',
      state: 'Karnataka',
      stateCode: '29',
    });
    expect(warnings.join('\n')).toMatch(/SELLER_NAME, SELLER_ADDRESS, SELLER_GSTIN not set/);
    const c = loadConfig(SELLER, quiet);
    expect(c.seller).toEqual({
      name: 'Asha Learning LLP',
      address: '12 MG Road, Mumbai 400001',
      gstin: '27AAPFU0939F1ZV',
      state: 'Maharashtra',
      stateCode: '27',
    });
    expect(c.sellerState).toBe('Maharashtra');
    expect(
      problems({
        NODE_ENV: 'production',
        JWT_SECRET: SECRET_A,
        OTP_SECRET: SECRET_B,
        DATA_ENCRYPTION_KEY: DATA_KEY,
        ...OFFICER,
        ...testSigningEnv(),
      }),
    ).toEqual([
      'SELLER_NAME is required when NODE_ENV=production (it is printed on every tax invoice)',
      'SELLER_ADDRESS is required when NODE_ENV=production (it is printed on every tax invoice)',
      'SELLER_GSTIN is required when NODE_ENV=production (it is printed on every tax invoice)',
    ]);
  });

  it('checks the seller state and GSTIN', () => {
    expect(problems({ SELLER_STATE: 'Atlantis' })).toEqual([
      "SELLER_STATE must name the seller's Indian state or union territory as spelt in the state list, e.g. Karnataka",
    ]);
    expect(problems({ SELLER_STATE: 'Kerala' })).toEqual([
      'SELLER_GSTIN is required when SELLER_STATE is not Karnataka (a GSTIN starting with 32)',
    ]);
    expect(problems({ ...SELLER, SELLER_STATE: 'Karnataka' })).toEqual([
      'SELLER_GSTIN must be a valid GSTIN registered in Karnataka (starting with 29, with a correct check character)',
    ]);
    expect(problems({ ...SELLER, SELLER_GSTIN: '27AAPFU0939F1ZX' })[0]).toMatch(
      /^SELLER_GSTIN must be a valid GSTIN registered in Maharashtra/,
    );
    expect(problems({ ...SELLER, SELLER_GSTIN: 'short' })).toEqual([
      'SELLER_GSTIN must be a 15-character GSTIN in capitals, e.g. 29AABCC1234D1Z7',
    ]);
  });

  it('takes the data encryption key as 32 bytes in base64, and earlier keys for reading during a rotation', () => {
    const other = Buffer.alloc(32, 9).toString('base64');
    const c = loadConfig({ DATA_ENCRYPTION_KEY: DATA_KEY, DATA_ENCRYPTION_KEY_PREVIOUS: other }, quiet);
    expect(c.dataEncryptionKeys.current.equals(Buffer.from(DATA_KEY, 'base64'))).toBe(true);
    expect(c.dataEncryptionKeys.previous.map((k) => k.toString('base64'))).toEqual([other]);
    const shape = '32 random bytes in base64, e.g. from `openssl rand -base64 32`';
    expect(problems({ DATA_ENCRYPTION_KEY: Buffer.alloc(16).toString('base64') })).toEqual([`DATA_ENCRYPTION_KEY must be ${shape}`]);
    expect(problems({ DATA_ENCRYPTION_KEY: DATA_KEY, DATA_ENCRYPTION_KEY_PREVIOUS: 'nope' })).toEqual([
      `DATA_ENCRYPTION_KEY_PREVIOUS must be a comma-separated list of keys, each ${shape}`,
    ]);
    const warnings: string[] = [];
    expect(loadConfig({}, { warn: (m) => warnings.push(m) }).dataEncryptionKeys.current).toHaveLength(32);
    expect(warnings.join('\n')).toMatch(/DATA_ENCRYPTION_KEY is not set: using the built-in development key/);
  });

  it('refuses a key or secret of one byte repeated, naming the variable; an earlier key is still read with, to rotate off it', () => {
    const shape = '32 random bytes in base64, e.g. from `openssl rand -base64 32`';
    for (const key of [Buffer.alloc(32), Buffer.alloc(32, 0xff)])
      expect(problems({ DATA_ENCRYPTION_KEY: key.toString('base64') })).toEqual([
        `DATA_ENCRYPTION_KEY is one byte repeated (such as all zeros), not a key: it must be ${shape}`,
      ]);
    expect(problems({ JWT_SECRET: 'a'.repeat(40), OTP_SECRET: SECRET_B })).toEqual([
      'JWT_SECRET is one character repeated: use a random string of at least 32 characters',
    ]);
    expect(problems({ JWT_SECRET: SECRET_A, OTP_SECRET: '0'.repeat(32) })).toEqual([
      'OTP_SECRET is one character repeated: use a random string of at least 32 characters',
    ]);
    expect(problems({ DATA_ENCRYPTION_KEY: DATA_KEY, DATA_ENCRYPTION_KEY_PREVIOUS: Buffer.alloc(32).toString('base64') })).toEqual([]);
  });

  it('requires NODE_ENV to be set when the API server asks (server.ts), naming it; tools and tests default to development', () => {
    const found = problems({}, { requireNodeEnv: true });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^NODE_ENV must be set \(production/);
    expect(problems({ NODE_ENV: 'development' }, { requireNodeEnv: true })).toEqual([]);
    expect(problems({})).toEqual([]);
  });

  it('requires the signing certificate in production, as a path or base64, and opens it at start', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: SECRET_A,
      OTP_SECRET: SECRET_B,
      DATA_ENCRYPTION_KEY: DATA_KEY,
      CREDENTIAL_SIGNING_KEY: testSigningEnv().CREDENTIAL_SIGNING_KEY!,
      PUBLIC_API_URL: testSigningEnv().PUBLIC_API_URL!,
      ...OFFICER,
      ...SELLER,
    };
    expect(problems(production)).toEqual([
      "SIGNING_P12 is required when NODE_ENV=production: the path of the organization's PKCS#12 signing certificate (.p12), or base64: and its content",
    ]);
    expect(problems({ ...production, SIGNING_P12: testSigningEnv().SIGNING_P12! })).toEqual([
      'SIGNING_P12_PASSWORD is required with SIGNING_P12 (the password of the PKCS#12 file)',
    ]);
    expect(problems({ ...production, ...testSigningEnv(), SIGNING_P12_PASSWORD: 'wrong' })).toEqual([
      'SIGNING_P12 cannot be used with SIGNING_P12_PASSWORD: it is not a PKCS#12 file that opens with this password',
    ]);
    expect(problems({ ...production, SIGNING_P12: '/no/such/file.p12', SIGNING_P12_PASSWORD: 'x' })).toEqual([
      'SIGNING_P12 must be the path of a PKCS#12 file or base64: and its content (no file at /no/such/file.p12)',
    ]);
    expect(problems({ ...production, SIGNING_P12: 'base64:bm90IGEgY2VydA==', SIGNING_P12_PASSWORD: 'x' })[0]).toMatch(
      /^SIGNING_P12 cannot be used/,
    );
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'p12-')), 'org.p12');
    writeFileSync(file, testP12());
    const c = loadConfig({ ...production, SIGNING_P12: file, SIGNING_P12_PASSWORD: TEST_P12_PASSWORD }, quiet);
    expect(c.signing?.p12.equals(testP12())).toBe(true);
    expect(loadConfig({}, quiet).signing).toBeNull();
    expect(loadConfig({}, quiet).dataDir).toBe(path.resolve('.data'));
  });

  it('requires the credential signing key (an Ed25519 seed in base64) and the API’s address in production, and earlier public keys as Multikeys', () => {
    const { CREDENTIAL_SIGNING_KEY: key, ...signing } = testSigningEnv();
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: SECRET_A,
      OTP_SECRET: SECRET_B,
      DATA_ENCRYPTION_KEY: DATA_KEY,
      ...OFFICER,
      ...SELLER,
      ...signing,
    };
    expect(problems(production)).toEqual([
      'CREDENTIAL_SIGNING_KEY is required when NODE_ENV=production (32 random bytes in base64, e.g. from `openssl rand -base64 32`)',
    ]);
    const { PUBLIC_API_URL: _url, ...withoutUrl } = production as Record<string, string>;
    expect(problems({ ...withoutUrl, CREDENTIAL_SIGNING_KEY: key! })).toEqual([
      'PUBLIC_API_URL is required when NODE_ENV=production (the address the API is reached at, such as https://api.example.com)',
    ]);
    expect(problems({ ...production, CREDENTIAL_SIGNING_KEY: 'c2hvcnQ=' })).toEqual([
      'CREDENTIAL_SIGNING_KEY must be 32 random bytes in base64, e.g. from `openssl rand -base64 32`',
    ]);
    expect(problems({ ...production, CREDENTIAL_SIGNING_KEY: key!, CREDENTIAL_SIGNING_KEYS_PREVIOUS: 'not-a-key' })).toEqual([
      'CREDENTIAL_SIGNING_KEYS_PREVIOUS must be a comma-separated list of Ed25519 public keys as the issuer profile lists them (z6Mk…)',
    ]);
    const previous = 'z6MkpefFys18xo8yMFBkCpZgMmWD6QYbqUS3XLpTQXBzesEH';
    const c = loadConfig(
      {
        ...production,
        CREDENTIAL_SIGNING_KEY: key!,
        CREDENTIAL_SIGNING_KEYS_PREVIOUS: previous,
        PUBLIC_API_URL: 'https://api.example.com/',
      },
      quiet,
    );
    expect(c.credentialSigning.previousPublicKeys).toEqual([previous]);
    expect(c.credentialSigning.seed?.toString('base64')).toBe(key);
    expect(c.publicApiUrl).toBe('https://api.example.com');
    expect(loadConfig({}, quiet).credentialSigning.seed).toBeNull();
  });

  it('requires MONGODB_URI when the server starts', () => {
    expect(problems({}, { requireMongo: true })[0]).toMatch(/^MONGODB_URI is required/);
    expect(problems({ MONGODB_URI: 'mongodb://127.0.0.1:27018/' }, { requireMongo: true })).toEqual([]);
  });

  it('never echoes a secret in its messages', () => {
    const err = (() => {
      try {
        loadConfig({ JWT_SECRET: 'tiny-secret-value', OTP_SECRET: SECRET_B }, quiet);
      } catch (e) {
        return e as Error;
      }
      return null;
    })();
    expect(err?.message).not.toContain('tiny-secret-value');
  });
});
