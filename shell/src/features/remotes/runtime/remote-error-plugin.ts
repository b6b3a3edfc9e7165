/**
 * Federation runtime plugin: a remote that cannot be fetched (server down, network cut)
 * must surface as an error the shell turns into a fallback with Retry, never a blank page.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export default function remoteErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-remote-error',
    errorLoadRemote({ id, error }) {
      console.warn(`[portal] could not load ${id}`, error);
      // Returning nothing lets loadRemote reject; RemoteApp shows the fallback.
      throw error instanceof Error ? error : new Error(String(error));
    },
  };
}
