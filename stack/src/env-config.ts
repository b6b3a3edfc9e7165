/**
 * `/env-config.json`, which every app serves and the shell reads at start (shared-ui
 * config/runtime-config.ts): the same build runs anywhere, with the addresses of its environment.
 */
import { appOrigin } from './origins.ts';
import { REMOTE_NAMES, type RemoteName } from './ports.ts';

export interface EnvConfig {
  /** The API base URL (SPEC §7 "The base server address comes from the environment"). */
  apiBaseUrl: string;
  /** The development inbox, shown on /login when set. */
  inboxUrl?: string;
  /** Each remote's mf-manifest.json. */
  remotes: Partial<Record<RemoteName, string>>;
}

/** The env-config of a stack whose front ends are served on the port table's origins. */
export function envConfigFor({
  apiBaseUrl,
  inboxUrl,
  offset = 0,
  host,
}: {
  apiBaseUrl: string;
  inboxUrl?: string;
  offset?: number;
  host?: string;
}): EnvConfig {
  return {
    apiBaseUrl,
    ...(inboxUrl ? { inboxUrl } : {}),
    remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, `${appOrigin(name, offset, host)}/mf-manifest.json`])),
  };
}
