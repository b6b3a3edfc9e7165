// What the running stack's pieces need to know about each other, from the one port table
// (@portal/stack, TypeScript: this module is loaded under tsx's loader, see scripts/start.mjs).
import path from 'node:path';
import { envConfigFor } from '@portal/stack/env-config';
import { DEFAULT_APP_HOST, frontEndOrigins, originOf } from '@portal/stack/origins';
import { APP_FOLDERS, portOffset, portsFor } from '@portal/stack/ports';
import { ROOT } from '../../stack/src/services.mjs';

const host = process.env.APP_HOST ?? DEFAULT_APP_HOST;
const offset = portOffset(process.env);

/** PORT_OFFSET as the stack runs with it (0: the standard ports). */
export const PORT_OFFSET = offset;
export const PORTS = portsFor(offset);
/** The six front ends with their folders and ports, the shell first. */
export const APPS = APP_FOLDERS.map((app) => ({ ...app, port: PORTS[app.name] }));

export const DATA_DIR = path.resolve(ROOT, process.env.DATA_DIR ?? '.data');
export const RUN_DIR = path.join(DATA_DIR, 'run');

export const API_URL = process.env.PUBLIC_API_URL ?? originOf(PORTS.api, host);
export const INBOX_URL = originOf(PORTS.mailWeb, host);
export const FRONT_END_ORIGINS = frontEndOrigins(offset, host);

/** The env-config.json every app serves (shared-ui config/runtime-config.ts reads it). */
export function envConfig({ inboxUrl } = {}) {
  return envConfigFor({ apiBaseUrl: API_URL, inboxUrl, offset, host });
}
