/**
 * Per-environment settings read at start from `/env-config.json` (served by each app's
 * server), so no URL is built into a bundle. The shell loads it once; remotes share this
 * module as a federation singleton and read the same values.
 */
import type { EnvConfig } from '@portal/stack/env-config';
import { apiOrigin } from '@portal/stack/origins';

export type RuntimeConfig = EnvConfig;

// Until env-config.json arrives: the development API (a test renders without loading it).
let current: RuntimeConfig = { apiBaseUrl: apiOrigin(), remotes: {} };

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
