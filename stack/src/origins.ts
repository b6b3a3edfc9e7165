/** The addresses the pieces of a stack reach each other at, derived from the port table. */
import { APP_FOLDERS, portsFor, type AppName } from './ports.ts';

export const DEFAULT_APP_HOST = 'localhost';

export function originOf(port: number, host = DEFAULT_APP_HOST): string {
  return `http://${host}:${port}`;
}

/** The origin each front end is served from. */
export function appOrigin(app: AppName, offset = 0, host = DEFAULT_APP_HOST): string {
  return originOf(portsFor(offset)[app], host);
}

/** The six front-end origins: the API's default CORS list. */
export function frontEndOrigins(offset = 0, host = DEFAULT_APP_HOST): string[] {
  return APP_FOLDERS.map((app) => appOrigin(app.name, offset, host));
}

/** The API's address for browsers. */
export function apiOrigin(offset = 0, host = DEFAULT_APP_HOST): string {
  return originOf(portsFor(offset).api, host);
}
