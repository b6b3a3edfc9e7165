/**
 * Configuration from the environment, validated with env-schema. Each area of the API keeps its
 * variables' schema, defaults, sentences and checks in config/<area>.ts; this module puts them
 * together, reads the environment once and reports every bad value with a sentence naming the
 * variable and what it should look like; secret values are never echoed.
 */
import envSchema from 'env-schema';
import { Type, type Static } from 'typebox';
import type { ConfigContext } from './config/area.ts';
import { CREDENTIALS_SETTINGS, credentialsConfig } from './config/credentials.ts';
import { DATABASE_HINTS, DATABASE_SETTINGS, databaseConfig } from './config/database.ts';
import { MAIL_HINTS, MAIL_SETTINGS, mailConfig } from './config/mail.ts';
import { MENTORS_HINTS, MENTORS_SETTINGS, mentorsConfig } from './config/mentors.ts';
import { PAYMENTS_HINTS, PAYMENTS_SETTINGS, paymentsConfig } from './config/payments.ts';
import { PRIVACY_HINTS, PRIVACY_SETTINGS, privacyConfig } from './config/privacy.ts';
import { PROCESSES_HINTS, PROCESSES_SETTINGS, processesConfig } from './config/processes.ts';
import { PROGRAM_HINTS, PROGRAM_SETTINGS, programConfig } from './config/program.ts';
import { SECRETS_SETTINGS, secretsConfig } from './config/secrets.ts';
import { SELLER_HINTS, SELLER_SETTINGS, sellerConfig } from './config/seller.ts';
import { NODE_ENV_UNSET, SERVER_HINTS, SERVER_SETTINGS, serverConfig } from './config/server.ts';
import { SIGN_IN_HINTS, SIGN_IN_SETTINGS, signInConfig } from './config/sign-in.ts';
import { SIGNING_SETTINGS, signingConfig } from './config/signing.ts';
import { WEB_HINTS, WEB_SETTINGS, webConfig } from './config/web.ts';

export { DEFAULT_DB_NAME } from './config/database.ts';
export { DEFAULT_CORS_ORIGINS } from './config/web.ts';
export { DEV_SELLER, type SellerConfig } from './config/seller.ts';
export type { RazorpayConfig } from './config/payments.ts';
export type { SigningConfig } from './config/signing.ts';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

/** Every setting the API reads, its type, limits and default, and what it does (docs/configuration.md is generated from it). */
export const CONFIG_SCHEMA = Type.Object({
  ...SERVER_SETTINGS.properties,
  ...DATABASE_SETTINGS.properties,
  ...MAIL_SETTINGS.properties,
  ...SECRETS_SETTINGS.properties,
  ...PRIVACY_SETTINGS.properties,
  ...WEB_SETTINGS.properties,
  ...SIGN_IN_SETTINGS.properties,
  ...SELLER_SETTINGS.properties,
  ...PROGRAM_SETTINGS.properties,
  ...MENTORS_SETTINGS.properties,
  ...PROCESSES_SETTINGS.properties,
  ...SIGNING_SETTINGS.properties,
  ...PAYMENTS_SETTINGS.properties,
  ...CREDENTIALS_SETTINGS.properties,
});

type Env = Static<typeof CONFIG_SCHEMA>;

/** One sentence per variable, used when its value fails the schema. */
const HINTS: Record<string, string | undefined> = {
  ...SERVER_HINTS,
  ...DATABASE_HINTS,
  ...MAIL_HINTS,
  ...PRIVACY_HINTS,
  ...WEB_HINTS,
  ...SIGN_IN_HINTS,
  ...SELLER_HINTS,
  ...PROGRAM_HINTS,
  ...MENTORS_HINTS,
  ...PROCESSES_HINTS,
  ...PAYMENTS_HINTS,
};

/** Each area's settings from the environment, in the order their problems are reported. */
function areas(env: Env, context: ConfigContext, requireMongo: boolean) {
  return {
    ...serverConfig(env),
    ...secretsConfig(env, context),
    ...privacyConfig(env, context),
    ...databaseConfig(env, context, requireMongo),
    ...mailConfig(env),
    ...webConfig(env, context),
    ...signInConfig(env, context),
    ...sellerConfig(env, context),
    ...programConfig(env, context),
    ...mentorsConfig(env),
    ...processesConfig(env),
    ...signingConfig(env, context),
    ...paymentsConfig(env, context),
    ...credentialsConfig(env, context),
  };
}

export type AppConfig = ReturnType<typeof areas>;

export interface LoadConfigOptions {
  /** server.ts and commands need a database; tests pass their own. */
  requireMongo?: boolean;
  /** Receives warnings such as "using the development JWT secret". */
  warn?: (message: string) => void;
  /** server.ts: NODE_ENV must be set, not defaulted to development. */
  requireNodeEnv?: boolean;
}

type RawEnv = Record<string, string | number | undefined>;

/**
 * Reads and validates the configuration. Throws ConfigError listing every problem at once.
 */
export function loadConfig(env: NodeJS.ProcessEnv | RawEnv = process.env, options: LoadConfigOptions = {}): AppConfig {
  const { requireMongo = false, warn = (m: string) => console.warn(m), requireNodeEnv = false } = options;
  const parsed = parse(env);
  const problems: string[] = requireNodeEnv && !env.NODE_ENV ? [NODE_ENV_UNSET] : [];
  const config = areas(parsed, { production: parsed.NODE_ENV === 'production', problems, warn }, requireMongo);
  if (problems.length) throw new ConfigError(problems);
  return config;
}

/** The environment checked against the schema, defaults filled in; a ConfigError with one sentence per bad variable. */
function parse(env: NodeJS.ProcessEnv | RawEnv): Env {
  // Empty strings count as unset, so `PORT= npm start` falls back to the default.
  const data: RawEnv = {};
  for (const key of Object.keys(CONFIG_SCHEMA.properties)) {
    const value = env[key];
    if (value !== undefined && value !== '') data[key] = value;
  }
  try {
    return envSchema<Env>({ schema: structuredClone(CONFIG_SCHEMA), data, env: false, dotenv: false });
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const problems = [...new Set(failedVariables(err))].map((key) => HINTS[key] ?? `${key || 'environment'}: ${message}`);
    throw new ConfigError(problems.length ? problems : [message]);
  }
}

/** The variables ajv's errors name (`instancePath` is `/PORT`), in order. */
function failedVariables(err: unknown): string[] {
  const errors: unknown = err instanceof Error && 'errors' in err ? err.errors : [];
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((e: unknown) =>
    e && typeof e === 'object' && 'instancePath' in e && typeof e.instancePath === 'string' ? [e.instancePath.replace(/^\//, '')] : [],
  );
}
