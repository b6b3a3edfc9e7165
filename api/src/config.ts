/**
 * Configuration from the environment, validated with env-schema.
 * Every bad value is reported with a sentence naming the variable and what it should look like;
 * secret values are never echoed.
 */
import envSchema from 'env-schema';
import { OTP_RESEND_COOLDOWN_SECONDS } from '@portal/domain/constants';
import { normalizeEmail } from '@portal/domain/validation';

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** Unset only when the app is built without a database (never by server.ts). */
  mongodbUri: string;
  mongodbDb: string;
  smtpUrl: string;
  mailFrom: string;
  jwtSecret: string;
  otpSecret: string;
  corsOrigins: string[];
  adminEmails: string[];
  caEmails: string[];
  sellerState: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Per-IP limits (requests per window) of POST /auth/otp/send and /auth/otp/verify. */
  otpSendIpLimit: number;
  /** Seconds before a second code can be sent to one address. */
  otpResendCooldownSeconds: number;
  otpVerifyIpLimit: number;
  ipLimitWindowMs: number;
  /** Trust X-Forwarded-For from this many proxies (0: do not trust), so per-IP limits see the client. */
  trustProxy: number;
}

export const DEFAULT_CORS_ORIGINS = [3000, 3001, 3002, 3003, 3004].map((p) => `http://localhost:${p}`);
export const DEFAULT_MAIL_FROM = 'Career Portal <no-reply@careerportal.in>';
export const DEFAULT_DB_NAME = 'career_portal';
export const DEFAULT_SMTP_URL = 'smtp://127.0.0.1:1025';

/** Development-only fallbacks: shared by every process on the machine, refused in production. */
const DEV_JWT_SECRET = 'dev-only-jwt-secret-change-me-0123456789abcdef';
const DEV_OTP_SECRET = 'dev-only-otp-secret-change-me-0123456789abcdef';
const MIN_SECRET_LENGTH = 32;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

const schema = {
  type: 'object',
  required: [],
  properties: {
    NODE_ENV: { type: 'string', enum: ['development', 'production', 'test'], default: 'development' },
    HOST: { type: 'string', minLength: 1, default: '127.0.0.1' },
    PORT: { type: 'integer', minimum: 1, maximum: 65535, default: 4000 },
    MONGODB_URI: { type: 'string', pattern: '^mongodb(\\+srv)?://' },
    MONGODB_DB: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,63}$', default: DEFAULT_DB_NAME },
    SMTP_URL: { type: 'string', pattern: '^smtps?://', default: DEFAULT_SMTP_URL },
    MAIL_FROM: { type: 'string', minLength: 3, default: DEFAULT_MAIL_FROM },
    JWT_SECRET: { type: 'string' },
    OTP_SECRET: { type: 'string' },
    CORS_ORIGINS: { type: 'string', default: DEFAULT_CORS_ORIGINS.join(',') },
    ADMIN_EMAILS: { type: 'string', default: '' },
    CA_EMAILS: { type: 'string', default: '' },
    SELLER_STATE: { type: 'string', minLength: 1, default: 'Karnataka' },
    LOG_LEVEL: { type: 'string', enum: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], default: 'info' },
    OTP_SEND_IP_LIMIT: { type: 'integer', minimum: 1, default: 30 },
    OTP_RESEND_COOLDOWN_SECONDS: { type: 'integer', minimum: 1, maximum: 3600, default: OTP_RESEND_COOLDOWN_SECONDS },
    OTP_VERIFY_IP_LIMIT: { type: 'integer', minimum: 1, default: 60 },
    IP_LIMIT_WINDOW_MS: { type: 'integer', minimum: 1000, default: 15 * 60 * 1000 },
    TRUST_PROXY: { type: 'integer', minimum: 0, maximum: 10, default: 0 },
  },
} as const;

/** One sentence per variable, used when its value fails the schema. */
const HINTS: Record<string, string> = {
  NODE_ENV: 'NODE_ENV must be development, production or test',
  HOST: 'HOST must be a host name or address to listen on, e.g. 127.0.0.1',
  PORT: 'PORT must be a whole number between 1 and 65535, e.g. 4000',
  MONGODB_URI: 'MONGODB_URI must be a MongoDB connection string starting with mongodb:// or mongodb+srv://',
  MONGODB_DB: 'MONGODB_DB must be 1-63 letters, digits, "_" or "-", e.g. career_portal',
  SMTP_URL: 'SMTP_URL must start with smtp:// or smtps://, e.g. smtp://127.0.0.1:1025',
  MAIL_FROM: 'MAIL_FROM must be a sender such as "Career Portal <no-reply@careerportal.in>"',
  SELLER_STATE: 'SELLER_STATE must name the seller\'s Indian state, e.g. Karnataka',
  LOG_LEVEL: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace or silent',
  OTP_SEND_IP_LIMIT: 'OTP_SEND_IP_LIMIT must be a whole number of at least 1',
  OTP_RESEND_COOLDOWN_SECONDS: 'OTP_RESEND_COOLDOWN_SECONDS must be a whole number of seconds from 1 to 3600',
  OTP_VERIFY_IP_LIMIT: 'OTP_VERIFY_IP_LIMIT must be a whole number of at least 1',
  IP_LIMIT_WINDOW_MS: 'IP_LIMIT_WINDOW_MS must be a whole number of milliseconds, at least 1000',
  TRUST_PROXY: 'TRUST_PROXY must be the number of proxies in front of the API (0-10)',
};

function list(raw: string): string[] {
  return raw.split(',').map((s) => s.trim()).filter(Boolean);
}

export interface LoadConfigOptions {
  /** server.ts and commands need a database; tests pass their own. */
  requireMongo?: boolean;
  /** Receives warnings such as "using the development JWT secret". */
  warn?: (message: string) => void;
}

type RawEnv = Record<string, string | number | undefined>;

/**
 * Reads and validates the configuration. Throws ConfigError listing every problem at once.
 */
export function loadConfig(env: NodeJS.ProcessEnv | RawEnv = process.env, options: LoadConfigOptions = {}): AppConfig {
  const { requireMongo = false, warn = (m: string) => console.warn(m) } = options;
  // Empty strings count as unset, so `PORT= npm start` falls back to the default.
  const data: RawEnv = {};
  for (const key of Object.keys(schema.properties)) {
    const value = env[key];
    if (value !== undefined && value !== '') data[key] = value;
  }

  const problems: string[] = [];
  let parsed: Record<string, unknown> = {};
  try {
    parsed = envSchema({ schema: structuredClone(schema) as never, data, env: false, dotenv: false }) as Record<string, unknown>;
  } catch (err) {
    const errors = (err as { errors?: { instancePath: string }[] }).errors ?? [];
    const seen = new Set<string>();
    for (const e of errors) {
      const key = e.instancePath.replace(/^\//, '');
      if (seen.has(key)) continue;
      seen.add(key);
      problems.push(HINTS[key] ?? `${key || 'environment'}: ${(err as Error).message}`);
    }
    if (problems.length === 0) problems.push((err as Error).message);
    throw new ConfigError(problems);
  }

  const nodeEnv = parsed.NODE_ENV as AppConfig['nodeEnv'];
  const production = nodeEnv === 'production';

  const secret = (name: 'JWT_SECRET' | 'OTP_SECRET', devDefault: string): string => {
    const value = parsed[name] as string | undefined;
    if (value === undefined) {
      if (production) {
        problems.push(`${name} is required when NODE_ENV=production (a random string of at least ${MIN_SECRET_LENGTH} characters)`);
        return '';
      }
      warn(`${name} is not set: using the built-in development secret. Set ${name} before running in production.`);
      return devDefault;
    }
    if (value.length < MIN_SECRET_LENGTH) {
      problems.push(`${name} must be at least ${MIN_SECRET_LENGTH} characters long`);
    }
    return value;
  };
  const jwtSecret = secret('JWT_SECRET', DEV_JWT_SECRET);
  const otpSecret = secret('OTP_SECRET', DEV_OTP_SECRET);
  if (production && jwtSecret && jwtSecret === otpSecret) problems.push('JWT_SECRET and OTP_SECRET must differ');

  const mongodbUri = (parsed.MONGODB_URI as string | undefined) ?? '';
  if (requireMongo && !mongodbUri) {
    problems.push('MONGODB_URI is required: set it to a MongoDB connection string, or run `npm start`, which starts the embedded database and passes it');
  }

  const corsOrigins = list(parsed.CORS_ORIGINS as string);
  for (const origin of corsOrigins) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin)) {
      problems.push(`CORS_ORIGINS must be a comma-separated list of origins such as http://localhost:3000 (bad entry: "${origin}")`);
    }
  }
  const emails = (name: 'ADMIN_EMAILS' | 'CA_EMAILS') => {
    const values = list(parsed[name] as string).map((e) => normalizeEmail(e));
    for (const e of values) {
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(e)) problems.push(`${name} must be a comma-separated list of e-mail addresses (bad entry: "${e}")`);
    }
    return values;
  };
  const adminEmails = emails('ADMIN_EMAILS');
  const caEmails = emails('CA_EMAILS');

  if (problems.length) throw new ConfigError(problems);

  return {
    nodeEnv,
    host: parsed.HOST as string,
    port: parsed.PORT as number,
    mongodbUri,
    mongodbDb: parsed.MONGODB_DB as string,
    smtpUrl: parsed.SMTP_URL as string,
    mailFrom: parsed.MAIL_FROM as string,
    jwtSecret,
    otpSecret,
    corsOrigins,
    adminEmails,
    caEmails,
    sellerState: parsed.SELLER_STATE as string,
    logLevel: parsed.LOG_LEVEL as AppConfig['logLevel'],
    otpSendIpLimit: parsed.OTP_SEND_IP_LIMIT as number,
    otpResendCooldownSeconds: parsed.OTP_RESEND_COOLDOWN_SECONDS as number,
    otpVerifyIpLimit: parsed.OTP_VERIFY_IP_LIMIT as number,
    ipLimitWindowMs: parsed.IP_LIMIT_WINDOW_MS as number,
    trustProxy: parsed.TRUST_PROXY as number,
  };
}
