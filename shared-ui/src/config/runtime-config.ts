/**
 * Per-environment settings read at start from `/env-config.json` (served by each app's
 * server), so no URL is built into a bundle. The shell loads it once; remotes share this
 * module as a federation singleton and read the same values.
 */
export interface RuntimeConfig {
  apiBaseUrl: string;
  /** Where a person reads mail in development (the embedded inbox); absent in production. */
  inboxUrl?: string;
  /** Remote name -> URL of its mf-manifest.json. */
  remotes: Record<string, string>;
}

let current: RuntimeConfig = { apiBaseUrl: 'http://localhost:4000', remotes: {} };

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export async function loadRuntimeConfig(url = '/env-config.json'): Promise<RuntimeConfig> {
  const res = await fetch(url, { cache: 'no-store' });
  if (!res.ok) throw new Error(`Could not load ${url} (HTTP ${res.status})`);
  const config = (await res.json()) as RuntimeConfig;
  setRuntimeConfig(config);
  return config;
}
