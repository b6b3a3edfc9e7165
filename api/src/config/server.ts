/** The API process itself: where it listens, how it logs, whom it trusts and when it sheds load. */
import path from 'node:path';
import { Type, type Static } from 'typebox';
import type { ConfigHints } from './area.ts';

export const SERVER_SETTINGS = Type.Object({
  NODE_ENV: Type.Enum(['development', 'production', 'test'], {
    description:
      '`production` requires the secrets (JWT, OTP, DATA_ENCRYPTION_KEY), the seller and `SIGNING_P12`, and refuses `PROGRAM_TODAY`; `npm start` runs `development`. The API server refuses to start without it (tools and tests default to `development`)',
    default: 'development',
  }),
  HOST: Type.String({ description: 'The address the API listens on', minLength: 1, default: '127.0.0.1' }),
  PORT: Type.Integer({
    description: 'The port the API listens on (`npm start` gives it the port table’s, shifted by `PORT_OFFSET`)',
    minimum: 1,
    maximum: 65535,
    default: 4000,
  }),
  LOG_LEVEL: Type.Enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
    description: 'The API’s log level',
    default: 'info',
  }),
  LOAD_SHED_EVENT_LOOP_DELAY_MS: Type.Integer({
    description: 'The event-loop delay in milliseconds over which an API process answers 503 "busy" instead of taking more work (0: never)',
    minimum: 0,
    maximum: 60000,
    default: 1000,
  }),
  TRUST_PROXY: Type.Integer({
    description: 'How many proxies in front of the API to trust for the client’s address (X-Forwarded-For); 0 trusts none',
    minimum: 0,
    maximum: 10,
    default: 0,
  }),
  DATA_DIR: Type.String({
    description:
      'Where the embedded database, the logs, the local secrets and the development signing certificate (`signing/development.p12`) live',
    minLength: 1,
    default: '.data',
  }),
});

/** The API server (server.ts) refuses to start without NODE_ENV rather than default to development. */
export const NODE_ENV_UNSET =
  "NODE_ENV must be set (production, or development or test on a developer's machine): unset, the API would start in development with the public development secrets";

export const SERVER_HINTS: ConfigHints<typeof SERVER_SETTINGS> = {
  NODE_ENV: 'NODE_ENV must be development, production or test',
  HOST: 'HOST must be a host name or address to listen on, e.g. 127.0.0.1',
  PORT: 'PORT must be a whole number between 1 and 65535, e.g. 4000',
  LOG_LEVEL: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace or silent',
  LOAD_SHED_EVENT_LOOP_DELAY_MS: 'LOAD_SHED_EVENT_LOOP_DELAY_MS must be a whole number of milliseconds from 0 to 60000',
  TRUST_PROXY: 'TRUST_PROXY must be the number of proxies in front of the API (0-10)',
};

export function serverConfig(env: Static<typeof SERVER_SETTINGS>) {
  return {
    nodeEnv: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    logLevel: env.LOG_LEVEL,
    /** Trust X-Forwarded-For from this many proxies (0: do not trust), so per-IP limits see the client. */
    trustProxy: env.TRUST_PROXY,
    /** LOAD_SHED_EVENT_LOOP_DELAY_MS: the event-loop delay over which the process answers 503 busy; 0 never sheds. */
    loadShedEventLoopDelayMs: env.LOAD_SHED_EVENT_LOOP_DELAY_MS,
    /** The data folder (DATA_DIR): development keeps its self-signed signing certificate there. */
    dataDir: path.resolve(env.DATA_DIR),
  };
}
