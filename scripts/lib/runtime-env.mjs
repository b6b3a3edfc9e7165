// What the running stack's pieces need to know about each other, derived from the ports.
import path from 'node:path';
import { APPS, PORTS } from './ports.mjs';
import { ROOT } from './services.mjs';

const host = process.env.APP_HOST ?? 'localhost';

export const DATA_DIR = path.resolve(ROOT, process.env.DATA_DIR ?? '.data');
export const RUN_DIR = path.join(DATA_DIR, 'run');

export const originOf = (port) => `http://${host}:${port}`;
export const API_URL = process.env.PUBLIC_API_URL ?? originOf(PORTS.api);
export const INBOX_URL = originOf(PORTS.mailWeb);
export const FRONT_END_ORIGINS = APPS.map((app) => originOf(app.port));

/** The env-config.json every app serves (shared-ui config/runtime-config.ts reads it). */
export function envConfig({ inboxUrl } = {}) {
  return {
    apiBaseUrl: API_URL,
    ...(inboxUrl ? { inboxUrl } : {}),
    remotes: Object.fromEntries(
      APPS.filter((app) => app.name !== 'shell').map((app) => [app.name, `${originOf(app.port)}/mf-manifest.json`]),
    ),
  };
}
