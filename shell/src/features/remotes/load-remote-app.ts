/**
 * Registers one remote from env-config.json at run time and loads its exposed App.
 * Nothing about remotes is built into the shell, so a route never downloads the code of
 * a remote it does not need.
 */
import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { getRuntimeConfig } from '@portal/shared-ui/config/runtime-config';
import type { RemoteName } from '../../lib/route-table';

const registered = new Set<RemoteName>();
/** Each remote's App once loaded, so a page rendered on the server hydrates with it at once. */
const loadedApps = new Map<RemoteName, ComponentType>();

/** The remote's App if it has already been loaded. */
export function loadedRemoteApp(remote: RemoteName): ComponentType | undefined {
  return loadedApps.get(remote);
}

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    cause?: unknown,
  ) {
    super(`The ${remote} part of the portal could not be loaded.`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

/** Each remote's load under way (or done), so a page mounting during a preload waits for it rather than asking again. */
const loads = new Map<RemoteName, Promise<ComponentType>>();

/**
 * @param force re-register the remote, dropping what the runtime cached from a failed
 *   attempt, so Retry fetches the manifest and entry again.
 */
export function loadRemoteApp(remote: RemoteName, { force = false } = {}): Promise<ComponentType> {
  const known = loads.get(remote);
  if (known && !force) return known;
  const loading = load(remote, force);
  loads.set(remote, loading);
  // A failed load is not kept: the next attempt starts afresh.
  loading.catch(() => {
    if (loads.get(remote) === loading) loads.delete(remote);
  });
  return loading;
}

/** Starts downloading a remote before its page may show; a failure shows when the page loads it. */
export function preloadRemoteApp(remote: RemoteName): void {
  loadRemoteApp(remote).catch(() => undefined);
}

async function load(remote: RemoteName, force: boolean): Promise<ComponentType> {
  const entry = getRuntimeConfig().remotes[remote];
  if (!entry) throw new RemoteUnavailableError(remote, new Error(`no URL for ${remote} in env-config.json`));
  if (force || !registered.has(remote)) {
    registerRemotes([{ name: remote, entry }], { force: registered.has(remote) });
    registered.add(remote);
  }
  try {
    const mod = await loadRemote<{ default: ComponentType }>(`${remote}/App`);
    if (!mod?.default) throw new Error(`${remote}/App has no default export`);
    loadedApps.set(remote, mod.default);
    return mod.default;
  } catch (err) {
    throw new RemoteUnavailableError(remote, err);
  }
}
