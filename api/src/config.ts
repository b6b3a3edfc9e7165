/**
 * Configuration from the environment, validated with env-schema.
 * Every bad value is reported with a sentence naming the variable and what it should look like;
 * secret values are never echoed.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import envSchema from 'env-schema';
import { INDIAN_STATES, OTP_RESEND_COOLDOWN_SECONDS, SPECIALIZATIONS } from '@portal/domain/constants';
import { gstStateCode, isValidGstin } from '@portal/domain/money';
import { normalizeEmail } from '@portal/domain/validation';
import { frontEndOrigins } from '@portal/stack/origins';
import { SigningConfigError, loadSigningIdentity } from './plugins/pdf-signing.ts';
import { parseMasterKey } from './lib/file-encryption.ts';

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
  /** The seller printed on every tax invoice (SELLER_NAME, SELLER_ADDRESS, SELLER_GSTIN, SELLER_STATE). */
  seller: SellerConfig;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Per-IP limits (requests per window) of POST /auth/otp/send and /auth/otp/verify. */
  otpSendIpLimit: number;
  /** Seconds before a second code can be sent to one address. */
  otpResendCooldownSeconds: number;
  otpVerifyIpLimit: number;
  ipLimitWindowMs: number;
  /** Trust X-Forwarded-For from this many proxies (0: do not trust), so per-IP limits see the client. */
  trustProxy: number;
  /** Seats already filled per specialization before any finalized selection (SEATS_FILLED_BASELINE). */
  seatBaseline: Record<string, number>;
  /** Run the offer-letter worker in this process (LETTER_WORKER=off for processes that only serve requests). */
  letterWorker: boolean;
  /** How often the worker looks for waiting letters besides the moments it is woken (LETTER_WORKER_POLL_SECONDS). */
  letterWorkerPollMs: number;
  /** Send the mail outbox from this process (OUTBOX_WORKER=off for processes that only serve requests). */
  outboxWorker: boolean;
  /** How often the outbox worker looks for due mails besides the moments a mail is recorded (OUTBOX_POLL_SECONDS). */
  outboxPollMs: number;
  /** How many API processes `server.ts` runs on the port with node:cluster (API_WORKERS; 1 runs none). */
  apiWorkers: number;
  /** LOAD_SHED_EVENT_LOOP_DELAY_MS: the event-loop delay over which the process answers 503 busy; 0 never sheds. */
  loadShedEventLoopDelayMs: number;
  /** The data folder (DATA_DIR): development keeps its self-signed signing certificate there. */
  dataDir: string;
  /** The organization's PKCS#12 (SIGNING_P12, SIGNING_P12_PASSWORD), opened once at start; null: the development certificate. */
  signing: SigningConfig | null;
  /**
   * PROGRAM_TODAY (YYYY-MM-DD, or `today`; a date is refused in production): the day the program's
   * date rules take as today (start dates passed, enrolment open), so tests can stand on a
   * cohort's calendar. null: the real date.
   */
  programToday: string | null;
  /** SUPPORT_PHONE: the support line printed on the trust pages (/privacy, /terms, /refund-policy); null: not shown. */
  supportPhone: string | null;
  /**
   * DATA_ENCRYPTION_KEY and DATA_ENCRYPTION_KEY_PREVIOUS: the master key that wraps the data key of
   * every new encrypted file (ID documents, signatures, letters), and earlier master keys still
   * accepted for reading while `npm run keys:rotate` moves files onto the new one.
   */
  dataEncryptionKeys: { current: Buffer; previous: Buffer[] };
  /** ID_DOCUMENT_RETENTION_DAYS: an ID document's file is erased this many days after it was verified or rejected. */
  idDocumentRetentionDays: number;
  /** GRIEVANCE_OFFICER_NAME and GRIEVANCE_OFFICER_EMAIL: who answers a data principal's grievance (privacy notice). */
  grievanceOfficer: { name: string; email: string };
  /** PUBLIC_WEB_URL: where people open the portal (the shell's origin by default): mail links and certificates' QR codes. */
  publicWebUrl: string;
  /** Razorpay payment links and webhooks (features/payment-gateway); keys null: the manual link path only. */
  razorpay: RazorpayConfig;
}

export interface RazorpayConfig {
  /** RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET: both set, or neither (links are then pasted by hand). */
  keyId: string | null;
  keySecret: string | null;
  /** RAZORPAY_WEBHOOK_SECRET, then RAZORPAY_WEBHOOK_SECRET_PREVIOUS during a rotation; empty: webhooks refused. */
  webhookSecrets: string[];
  /** RAZORPAY_API_URL: Razorpay's API, or a local double in tests. */
  apiUrl: string;
  /** PAYMENT_LINK_EXPIRY_DAYS: a link made from the portal expires this many days after it is made. */
  linkExpiryDays: number;
  /** FEE_AUTO_VERIFY=on: a gateway payment of the whole fee verifies the fee (issues the invoice) at once. */
  autoVerify: boolean;
}

export const DEFAULT_RAZORPAY_API_URL = 'https://api.razorpay.com';

export interface SigningConfig {
  p12: Buffer;
  password: string;
}

export interface SellerConfig {
  name: string;
  address: string;
  gstin: string;
  state: string;
  /** GST code of the state, e.g. '29' for Karnataka. */
  stateCode: string;
}

/** Development seller (obviously not a real business); production must configure its own. */
export const DEV_SELLER = {
  name: 'Career Portal Learning Pvt. Ltd. (development seller)',
  address: '2nd Floor, Sample Tech Park, Outer Ring Road, Bengaluru 560103',
  gstin: '29AABCC1234D1Z7',
  state: 'Karnataka',
} as const;

export const DEFAULT_CORS_ORIGINS = frontEndOrigins();
export const DEFAULT_MAIL_FROM = 'Career Portal <no-reply@careerportal.in>';
export const DEFAULT_DB_NAME = 'career_portal';
export const DEFAULT_SMTP_URL = 'smtp://127.0.0.1:1025';

/** Development-only fallbacks: shared by every process on the machine, refused in production. */
const DEV_JWT_SECRET = 'dev-only-jwt-secret-change-me-0123456789abcdef';
const DEV_OTP_SECRET = 'dev-only-otp-secret-change-me-0123456789abcdef';
const MIN_SECRET_LENGTH = 32;
/** The development grievance officer (obviously not a real person); production names its own. */
export const DEV_GRIEVANCE_OFFICER = { name: 'Grievance Officer (development)', email: 'grievance@careerportal.in' } as const;
/** Development-only master key (base64 of 32 bytes), refused in production like the secrets above. */
const DEV_DATA_ENCRYPTION_KEY = Buffer.from('dev-only-data-encryption-key-32b').toString('base64');

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

/** Every setting the API reads, its type, limits and default, and what it does (docs/configuration.md is generated from it). */
export const CONFIG_SCHEMA = {
  type: 'object',
  required: [],
  properties: {
    NODE_ENV: {
      description:
        '`production` requires the secrets (JWT, OTP, DATA_ENCRYPTION_KEY), the seller and `SIGNING_P12`, and refuses `PROGRAM_TODAY`; `npm start` runs `development`',
      type: 'string',
      enum: ['development', 'production', 'test'],
      default: 'development',
    },
    HOST: { description: 'The address the API listens on', type: 'string', minLength: 1, default: '127.0.0.1' },
    PORT: {
      description: 'The port the API listens on (`npm start` gives it the port table’s, shifted by `PORT_OFFSET`)',
      type: 'integer',
      minimum: 1,
      maximum: 65535,
      default: 4000,
    },
    MONGODB_URI: {
      description:
        'MongoDB connection string (MongoDB 6+ or Atlas). Unset: `npm start`, the tests and the benchmarks run the embedded database on 127.0.0.1:27018 and pass its address',
      type: 'string',
      pattern: '^mongodb(\\+srv)?://',
    },
    MONGODB_DB: { description: 'The database name', type: 'string', pattern: '^[A-Za-z0-9_-]{1,63}$', default: DEFAULT_DB_NAME },
    SMTP_URL: {
      description:
        'The SMTP server every mail goes through, e.g. `smtps://user:pass@smtp.example.com:465`. Unset: `npm start` and the tests run the embedded maildev inbox (SMTP 1025, web inbox 1080)',
      type: 'string',
      pattern: '^smtps?://',
      default: DEFAULT_SMTP_URL,
    },
    MAIL_FROM: { description: 'The sender of every mail', type: 'string', minLength: 3, default: DEFAULT_MAIL_FROM },
    JWT_SECRET: {
      description: `Signs access tokens (HS256): ${MIN_SECRET_LENGTH}+ random characters; required in production. Unset: \`npm start\` makes one per data folder in \`DATA_DIR/secrets.json\`; elsewhere a built-in development secret, with a warning`,
      type: 'string',
    },
    OTP_SECRET: {
      description: `Keys the HMAC under which sign-in codes are stored: ${MIN_SECRET_LENGTH}+ random characters, not the JWT_SECRET; required in production. Unset: as JWT_SECRET`,
      type: 'string',
    },
    DATA_ENCRYPTION_KEY: {
      description:
        'The master key that wraps the key of every stored ID document, signature and offer letter (AES-256-GCM): 32 random bytes in base64, e.g. `openssl rand -base64 32`; required in production. Unset: `npm start` makes one per data folder in `DATA_DIR/secrets.json`; elsewhere a built-in development key, with a warning. To rotate: set the new key here and the old one in DATA_ENCRYPTION_KEY_PREVIOUS on every API process, run `npm run keys:rotate`, then drop the old key',
      type: 'string',
    },
    ID_DOCUMENT_RETENTION_DAYS: {
      description:
        'Days an uploaded ID document’s file is kept after it was verified or rejected; then the retention sweep erases it (the proof’s status, reviewer, times, type, size and SHA-256 stay). A replaced upload is erased at once',
      type: 'integer',
      minimum: 0,
      maximum: 3650,
      default: 90,
    },
    GRIEVANCE_OFFICER_NAME: {
      description: `The grievance officer named in the privacy notice (DPDP Rules 2025); required in production. Unset in development: “${DEV_GRIEVANCE_OFFICER.name}”`,
      type: 'string',
      minLength: 2,
      maxLength: 120,
    },
    GRIEVANCE_OFFICER_EMAIL: {
      description: `The grievance officer’s e-mail in the privacy notice; required in production. Unset in development: ${DEV_GRIEVANCE_OFFICER.email}`,
      type: 'string',
      pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
    },
    DATA_ENCRYPTION_KEY_PREVIOUS: {
      description:
        'Comma list of earlier master keys (base64, 32 bytes each) still accepted for reading files, during a rotation; new files always use DATA_ENCRYPTION_KEY',
      type: 'string',
      default: '',
    },
    CORS_ORIGINS: {
      description: 'Comma list of the origins allowed to call the API (the five front-end origins)',
      type: 'string',
      default: DEFAULT_CORS_ORIGINS.join(','),
    },
    ADMIN_EMAILS: { description: 'Comma list of addresses that become ADMIN at their first sign-in', type: 'string', default: '' },
    CA_EMAILS: { description: 'Comma list of addresses that become CA at their first sign-in', type: 'string', default: '' },
    SELLER_STATE: {
      description: 'The seller’s state for GST, spelt as in the state list: buyers in it pay CGST + SGST, others IGST',
      type: 'string',
      enum: [...INDIAN_STATES],
      default: DEV_SELLER.state,
    },
    SELLER_NAME: {
      description: `The seller’s legal name on every tax invoice; required in production. Unset in development: “${DEV_SELLER.name}”`,
      type: 'string',
      minLength: 2,
      maxLength: 200,
    },
    SELLER_ADDRESS: {
      description: `The seller’s address on every tax invoice; required in production. Unset in development: “${DEV_SELLER.address}”`,
      type: 'string',
      minLength: 8,
      maxLength: 400,
    },
    SELLER_GSTIN: {
      description: `The seller’s GSTIN, checked for shape, state code and check character; required in production. Unset in development with the default state: ${DEV_SELLER.gstin} (made up)`,
      type: 'string',
      pattern: '^[0-9A-Z]{15}$',
    },
    LOG_LEVEL: {
      description: 'The API’s log level',
      type: 'string',
      enum: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
      default: 'info',
    },
    OTP_SEND_IP_LIMIT: {
      description: 'Sign-in code requests one IP address may make per IP_LIMIT_WINDOW_MS',
      type: 'integer',
      minimum: 1,
      default: 30,
    },
    OTP_RESEND_COOLDOWN_SECONDS: {
      description: 'Seconds before another code can be sent to the same address',
      type: 'integer',
      minimum: 1,
      maximum: 3600,
      default: OTP_RESEND_COOLDOWN_SECONDS,
    },
    OTP_VERIFY_IP_LIMIT: {
      description: 'Sign-in code checks one IP address may make per IP_LIMIT_WINDOW_MS',
      type: 'integer',
      minimum: 1,
      default: 60,
    },
    IP_LIMIT_WINDOW_MS: {
      description:
        'The window of the per-IP limits in milliseconds (15 minutes); counted in MongoDB, so the limits hold across API processes',
      type: 'integer',
      minimum: 1000,
      default: 15 * 60 * 1000,
    },
    LOAD_SHED_EVENT_LOOP_DELAY_MS: {
      description:
        'The event-loop delay in milliseconds over which an API process answers 503 "busy" instead of taking more work (0: never)',
      type: 'integer',
      minimum: 0,
      maximum: 60000,
      default: 1000,
    },
    TRUST_PROXY: {
      description: 'How many proxies in front of the API to trust for the client’s address (X-Forwarded-For); 0 trusts none',
      type: 'integer',
      minimum: 0,
      maximum: 10,
      default: 0,
    },
    SEATS_FILLED_BASELINE: {
      description:
        'Seats of each specialization already taken before any student finalized, as `Name=count` entries (e.g. `Data Science=40,Web Hosting on Cloud=0`). Empty: the SPEC table (179 of 250)',
      type: 'string',
      default: '',
    },
    LETTER_WORKER: {
      description: '`off` for an API process that should not issue offer letters (another process does)',
      type: 'string',
      enum: ['on', 'off'],
      default: 'on',
    },
    LETTER_WORKER_POLL_SECONDS: {
      description: 'How often the letter worker looks for waiting letters, besides being woken by a request in its own process',
      type: 'integer',
      minimum: 1,
      maximum: 3600,
      default: 30,
    },
    OUTBOX_WORKER: {
      description: '`off` for an API process that should not send the mail outbox (another process does)',
      type: 'string',
      enum: ['on', 'off'],
      default: 'on',
    },
    OUTBOX_POLL_SECONDS: {
      description: 'How often the outbox worker looks for due mails, besides being woken when a mail is recorded',
      type: 'integer',
      minimum: 1,
      maximum: 3600,
      default: 5,
    },
    API_WORKERS: {
      description: 'How many API processes the server runs on its port with node:cluster (a dead one is replaced); 1 runs no cluster',
      type: 'integer',
      minimum: 1,
      maximum: 64,
      default: 1,
    },
    DATA_DIR: {
      description:
        'Where the embedded database, the logs, the local secrets and the development signing certificate (`signing/development.p12`) live',
      type: 'string',
      minLength: 1,
      default: '.data',
    },
    PROGRAM_TODAY: {
      description:
        'The day the program calendar takes as today (`YYYY-MM-DD`, or `today`), for tests only (the browser tests run on 2025-10-20; every screen then says so); refused in production. Unset: the real date, as `npm start` runs',
      type: 'string',
      pattern: '^(\\d{4}-\\d{2}-\\d{2}|today)$',
    },
    PUBLIC_WEB_URL: {
      description:
        'Where people open the portal: the links in mails and the verification address in certificates’ QR codes. Unset: the first of CORS_ORIGINS (the shell’s origin)',
      type: 'string',
    },
    SUPPORT_PHONE: {
      description:
        'The support line printed on /privacy, /terms and /refund-policy, with its country code (e.g. `+91 80 4567 8900`). Unset: not shown',
      type: 'string',
      pattern: '^\\+[0-9][0-9 -]{6,18}[0-9]$',
    },
    SIGNING_P12: {
      description:
        'The organization’s PKCS#12 certificate and key that sign every stored PDF: a file path, or `base64:` and the file’s content; checked at start (it opens, holds a key, has not expired). Required in production. Unset: a self-signed development certificate in `DATA_DIR/signing/`',
      type: 'string',
    },
    SIGNING_P12_PASSWORD: { description: 'The password of the SIGNING_P12 file; required with it', type: 'string' },
    RAZORPAY_KEY_ID: {
      description:
        'Razorpay API key id (`rzp_test_…` or `rzp_live_…`). With RAZORPAY_KEY_SECRET the admin can create Razorpay payment links from /admin/students. Unset: links are pasted by hand only',
      type: 'string',
      pattern: '^rzp_(test|live)_[A-Za-z0-9]{6,40}$',
    },
    RAZORPAY_KEY_SECRET: {
      description: 'The secret of RAZORPAY_KEY_ID: authenticates the API calls and checks the signed redirect back to Pay Fee',
      type: 'string',
      minLength: 8,
    },
    RAZORPAY_WEBHOOK_SECRET: {
      description:
        'The secret entered for the webhook in Razorpay’s dashboard: `POST /webhooks/razorpay` accepts only bodies signed with it (or the previous one). Unset: webhooks are refused',
      type: 'string',
      minLength: 8,
    },
    RAZORPAY_WEBHOOK_SECRET_PREVIOUS: {
      description:
        'The webhook secret before a rotation, still accepted while Razorpay retries events signed with it; remove it once those retries are over',
      type: 'string',
      minLength: 8,
    },
    RAZORPAY_API_URL: {
      description: 'Razorpay’s API address (the tests point it at a local double)',
      type: 'string',
      pattern: '^https?://[^\\s]+$',
      default: DEFAULT_RAZORPAY_API_URL,
    },
    PAYMENT_LINK_EXPIRY_DAYS: {
      description: 'Days until a payment link made from the portal expires',
      type: 'integer',
      minimum: 1,
      maximum: 180,
      default: 7,
    },
    FEE_AUTO_VERIFY: {
      description:
        '`on`: a Razorpay payment of the whole fee for the student’s current link verifies the fee at once (the invoice is issued as by an admin’s Verify). `off`: it marks the fee paid and an admin verifies',
      type: 'string',
      enum: ['on', 'off'],
      default: 'off',
    },
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
  SELLER_STATE: "SELLER_STATE must name the seller's Indian state or union territory as spelt in the state list, e.g. Karnataka",
  SELLER_NAME: "SELLER_NAME must be the seller's legal name (2-200 characters)",
  SELLER_ADDRESS: "SELLER_ADDRESS must be the seller's postal address (8-400 characters)",
  SELLER_GSTIN: 'SELLER_GSTIN must be a 15-character GSTIN in capitals, e.g. 29AABCC1234D1Z7',
  SUPPORT_PHONE: 'SUPPORT_PHONE must be a phone number with its country code, e.g. +91 80 4567 8900',
  LOG_LEVEL: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace or silent',
  OTP_SEND_IP_LIMIT: 'OTP_SEND_IP_LIMIT must be a whole number of at least 1',
  OTP_RESEND_COOLDOWN_SECONDS: 'OTP_RESEND_COOLDOWN_SECONDS must be a whole number of seconds from 1 to 3600',
  OTP_VERIFY_IP_LIMIT: 'OTP_VERIFY_IP_LIMIT must be a whole number of at least 1',
  IP_LIMIT_WINDOW_MS: 'IP_LIMIT_WINDOW_MS must be a whole number of milliseconds, at least 1000',
  LOAD_SHED_EVENT_LOOP_DELAY_MS: 'LOAD_SHED_EVENT_LOOP_DELAY_MS must be a whole number of milliseconds from 0 to 60000',
  TRUST_PROXY: 'TRUST_PROXY must be the number of proxies in front of the API (0-10)',
  LETTER_WORKER: 'LETTER_WORKER must be on or off',
  LETTER_WORKER_POLL_SECONDS: 'LETTER_WORKER_POLL_SECONDS must be a whole number of seconds from 1 to 3600',
  OUTBOX_WORKER: 'OUTBOX_WORKER must be on or off',
  OUTBOX_POLL_SECONDS: 'OUTBOX_POLL_SECONDS must be a whole number of seconds from 1 to 3600',
  API_WORKERS: 'API_WORKERS must be a whole number of API processes from 1 to 64',
  ID_DOCUMENT_RETENTION_DAYS: 'ID_DOCUMENT_RETENTION_DAYS must be a whole number of days from 0 to 3650',
  GRIEVANCE_OFFICER_NAME: 'GRIEVANCE_OFFICER_NAME must be the grievance officer’s name (2-120 characters)',
  GRIEVANCE_OFFICER_EMAIL: 'GRIEVANCE_OFFICER_EMAIL must be an e-mail address, e.g. grievance@example.com',
  RAZORPAY_KEY_ID: 'RAZORPAY_KEY_ID must be a Razorpay key id such as rzp_test_AbCdEf123456',
  RAZORPAY_KEY_SECRET: 'RAZORPAY_KEY_SECRET must be the secret of the Razorpay key (at least 8 characters)',
  RAZORPAY_WEBHOOK_SECRET: 'RAZORPAY_WEBHOOK_SECRET must be the webhook secret set in Razorpay’s dashboard (at least 8 characters)',
  RAZORPAY_WEBHOOK_SECRET_PREVIOUS: 'RAZORPAY_WEBHOOK_SECRET_PREVIOUS must be the earlier webhook secret (at least 8 characters)',
  RAZORPAY_API_URL: 'RAZORPAY_API_URL must be an http(s) address, e.g. https://api.razorpay.com',
  PAYMENT_LINK_EXPIRY_DAYS: 'PAYMENT_LINK_EXPIRY_DAYS must be a whole number of days from 1 to 180',
  FEE_AUTO_VERIFY: 'FEE_AUTO_VERIFY must be on or off',
};

function list(raw: string): string[] {
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
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
  for (const key of Object.keys(CONFIG_SCHEMA.properties)) {
    const value = env[key];
    if (value !== undefined && value !== '') data[key] = value;
  }

  const problems: string[] = [];
  let parsed: Record<string, unknown> = {};
  try {
    parsed = envSchema({ schema: structuredClone(CONFIG_SCHEMA) as never, data, env: false, dotenv: false }) as Record<string, unknown>;
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

  const dataEncryptionKeys = dataEncryptionConfig(parsed, production, problems, warn);
  const grievanceOfficer = {
    name: (parsed.GRIEVANCE_OFFICER_NAME as string | undefined) ?? DEV_GRIEVANCE_OFFICER.name,
    email: normalizeEmail((parsed.GRIEVANCE_OFFICER_EMAIL as string | undefined) ?? DEV_GRIEVANCE_OFFICER.email),
  };
  if (production)
    for (const key of ['GRIEVANCE_OFFICER_NAME', 'GRIEVANCE_OFFICER_EMAIL'] as const)
      if (parsed[key] === undefined)
        problems.push(`${key} is required when NODE_ENV=production (the privacy notice names who answers grievances)`);

  const mongodbUri = (parsed.MONGODB_URI as string | undefined) ?? '';
  if (requireMongo && !mongodbUri) {
    problems.push(
      'MONGODB_URI is required: set it to a MongoDB connection string, or run `npm start`, which starts the embedded database and passes it',
    );
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
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(e))
        problems.push(`${name} must be a comma-separated list of e-mail addresses (bad entry: "${e}")`);
    }
    return values;
  };
  const adminEmails = emails('ADMIN_EMAILS');
  const caEmails = emails('CA_EMAILS');

  const seller = sellerConfig(parsed, production, problems, warn);
  const seatBaseline = seatBaselineConfig(parsed.SEATS_FILLED_BASELINE as string, problems);
  const signing = signingConfig(parsed, production, problems);
  const rawToday = (parsed.PROGRAM_TODAY as string | undefined) ?? 'today';
  const programToday = rawToday === 'today' ? null : rawToday;
  if (programToday && production)
    problems.push('PROGRAM_TODAY sets the program calendar for tests and demos; it must not be set in production');

  const publicWebUrl = ((parsed.PUBLIC_WEB_URL as string | undefined) ?? corsOrigins[0] ?? DEFAULT_CORS_ORIGINS[0] ?? '').replace(
    /\/+$/,
    '',
  );
  if (!/^https?:\/\/[^/\s]+(\/\S*)?$/.test(publicWebUrl))
    problems.push(
      `PUBLIC_WEB_URL must be the address people open the portal at, such as https://portal.example.com (got "${publicWebUrl}")`,
    );

  const razorpay = razorpayConfig(parsed, problems);

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
    sellerState: seller.state,
    seller,
    logLevel: parsed.LOG_LEVEL as AppConfig['logLevel'],
    otpSendIpLimit: parsed.OTP_SEND_IP_LIMIT as number,
    otpResendCooldownSeconds: parsed.OTP_RESEND_COOLDOWN_SECONDS as number,
    otpVerifyIpLimit: parsed.OTP_VERIFY_IP_LIMIT as number,
    ipLimitWindowMs: parsed.IP_LIMIT_WINDOW_MS as number,
    trustProxy: parsed.TRUST_PROXY as number,
    seatBaseline,
    letterWorker: parsed.LETTER_WORKER === 'on',
    letterWorkerPollMs: (parsed.LETTER_WORKER_POLL_SECONDS as number) * 1000,
    outboxWorker: parsed.OUTBOX_WORKER === 'on',
    outboxPollMs: (parsed.OUTBOX_POLL_SECONDS as number) * 1000,
    apiWorkers: parsed.API_WORKERS as number,
    loadShedEventLoopDelayMs: parsed.LOAD_SHED_EVENT_LOOP_DELAY_MS as number,
    dataDir: path.resolve(parsed.DATA_DIR as string),
    signing,
    programToday,
    publicWebUrl,
    supportPhone: (parsed.SUPPORT_PHONE as string | undefined) ?? null,
    razorpay,
    dataEncryptionKeys,
    idDocumentRetentionDays: parsed.ID_DOCUMENT_RETENTION_DAYS as number,
    grievanceOfficer,
  };
}

/** The master keys of file encryption: required in production, never echoed in a message. */
function dataEncryptionConfig(
  parsed: Record<string, unknown>,
  production: boolean,
  problems: string[],
  warn: (m: string) => void,
): AppConfig['dataEncryptionKeys'] {
  const shape = '32 random bytes in base64, e.g. from `openssl rand -base64 32`';
  const raw = parsed.DATA_ENCRYPTION_KEY as string | undefined;
  let current: Buffer | null;
  if (raw === undefined) {
    if (production) problems.push(`DATA_ENCRYPTION_KEY is required when NODE_ENV=production (${shape})`);
    else warn('DATA_ENCRYPTION_KEY is not set: using the built-in development key. Set DATA_ENCRYPTION_KEY before running in production.');
    current = production ? null : parseMasterKey(DEV_DATA_ENCRYPTION_KEY);
  } else {
    current = parseMasterKey(raw);
    if (!current) problems.push(`DATA_ENCRYPTION_KEY must be ${shape}`);
  }
  const previous: Buffer[] = [];
  for (const entry of list(parsed.DATA_ENCRYPTION_KEY_PREVIOUS as string)) {
    const key = parseMasterKey(entry);
    if (key) previous.push(key);
    else problems.push(`DATA_ENCRYPTION_KEY_PREVIOUS must be a comma-separated list of keys, each ${shape}`);
  }
  return { current: current ?? Buffer.alloc(0), previous };
}

/** The Razorpay keys come as a pair; a previous webhook secret only beside a current one. */
function razorpayConfig(parsed: Record<string, unknown>, problems: string[]): RazorpayConfig {
  const keyId = (parsed.RAZORPAY_KEY_ID as string | undefined) ?? null;
  const keySecret = (parsed.RAZORPAY_KEY_SECRET as string | undefined) ?? null;
  if ((keyId === null) !== (keySecret === null))
    problems.push('RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together (the key id and its secret from Razorpay’s dashboard)');
  const current = parsed.RAZORPAY_WEBHOOK_SECRET as string | undefined;
  const previous = parsed.RAZORPAY_WEBHOOK_SECRET_PREVIOUS as string | undefined;
  if (previous !== undefined && current === undefined)
    problems.push(
      'RAZORPAY_WEBHOOK_SECRET_PREVIOUS is set but RAZORPAY_WEBHOOK_SECRET is not (set the new secret beside the previous one)',
    );
  return {
    keyId,
    keySecret,
    webhookSecrets: [current, previous].filter((s): s is string => s !== undefined),
    apiUrl: (parsed.RAZORPAY_API_URL as string).replace(/\/+$/, ''),
    linkExpiryDays: parsed.PAYMENT_LINK_EXPIRY_DAYS as number,
    autoVerify: parsed.FEE_AUTO_VERIFY === 'on',
  };
}

/**
 * The certificate every stored PDF is signed with: SIGNING_P12 is a path to a PKCS#12 (.p12/.pfx)
 * file, or `base64:` followed by the file's content; SIGNING_P12_PASSWORD opens it. Both are
 * required in production and checked here (the file opens, holds a key and its certificate, not
 * expired), so a bad certificate stops the start instead of the first invoice.
 */
function signingConfig(parsed: Record<string, unknown>, production: boolean, problems: string[]): SigningConfig | null {
  const source = parsed.SIGNING_P12 as string | undefined;
  const password = parsed.SIGNING_P12_PASSWORD as string | undefined;
  if (source === undefined) {
    if (production)
      problems.push(
        "SIGNING_P12 is required when NODE_ENV=production: the path of the organization's PKCS#12 signing certificate (.p12), or base64: and its content",
      );
    if (password !== undefined) problems.push('SIGNING_P12_PASSWORD is set but SIGNING_P12 is not');
    return null;
  }
  if (password === undefined) {
    problems.push('SIGNING_P12_PASSWORD is required with SIGNING_P12 (the password of the PKCS#12 file)');
    return null;
  }
  let p12: Buffer;
  if (source.startsWith('base64:')) {
    p12 = Buffer.from(source.slice('base64:'.length), 'base64');
  } else if (existsSync(source)) {
    p12 = readFileSync(source);
  } else {
    problems.push(`SIGNING_P12 must be the path of a PKCS#12 file or base64: and its content (no file at ${source})`);
    return null;
  }
  try {
    loadSigningIdentity(p12, password);
  } catch (err) {
    if (!(err instanceof SigningConfigError)) throw err;
    problems.push(`SIGNING_P12 cannot be used with SIGNING_P12_PASSWORD: ${err.message}`);
    return null;
  }
  return { p12, password };
}

/**
 * The seller of the tax invoices. Development falls back to DEV_SELLER (with a warning);
 * production needs its real name, address and a GSTIN registered in SELLER_STATE.
 */
function sellerConfig(parsed: Record<string, unknown>, production: boolean, problems: string[], warn: (m: string) => void): SellerConfig {
  const state = parsed.SELLER_STATE as string;
  const stateCode = gstStateCode(state) ?? '';
  const name = parsed.SELLER_NAME as string | undefined;
  const address = parsed.SELLER_ADDRESS as string | undefined;
  const missing = Object.entries({ SELLER_NAME: name, SELLER_ADDRESS: address, SELLER_GSTIN: parsed.SELLER_GSTIN })
    .filter(([, value]) => value === undefined)
    .map(([key]) => key);
  if (production) {
    for (const key of missing) problems.push(`${key} is required when NODE_ENV=production (it is printed on every tax invoice)`);
  } else if (missing.length) {
    warn(`${missing.join(', ')} not set: tax invoices show the development seller. Set them before issuing real invoices.`);
  }
  const devGstin = !production && state === DEV_SELLER.state ? DEV_SELLER.gstin : undefined;
  const gstin = (parsed.SELLER_GSTIN as string | undefined) ?? devGstin;
  if (gstin !== undefined && !isValidGstin(gstin, state)) {
    problems.push(`SELLER_GSTIN must be a valid GSTIN registered in ${state} (starting with ${stateCode}, with a correct check character)`);
  } else if (gstin === undefined && !production) {
    problems.push(`SELLER_GSTIN is required when SELLER_STATE is not ${DEV_SELLER.state} (a GSTIN starting with ${stateCode})`);
  }
  return { name: name ?? DEV_SELLER.name, address: address ?? DEV_SELLER.address, gstin: gstin ?? '', state, stateCode };
}

/**
 * Seats filled before the portal counted any selection: the SPEC table's numbers (179 of 250),
 * each replaceable with "Name=count" entries, e.g. "Data Science=40,Web Hosting on Cloud=0".
 */
function seatBaselineConfig(raw: string, problems: string[]): Record<string, number> {
  const baseline = Object.fromEntries(SPECIALIZATIONS.map((s) => [s.name, s.filled]));
  for (const entry of list(raw)) {
    const [name = '', count = ''] = entry.split('=').map((part) => part.trim());
    const spec = SPECIALIZATIONS.find((s) => s.name === name);
    const filled = /^\d+$/.test(count) ? Number(count) : NaN;
    if (!spec || !(filled <= spec.seats)) {
      problems.push(
        `SEATS_FILLED_BASELINE must be a comma-separated list of "Specialization=count" with a known specialization and 0 to its seats (bad entry: "${entry}")`,
      );
      continue;
    }
    baseline[spec.name] = filled;
  }
  return baseline;
}
