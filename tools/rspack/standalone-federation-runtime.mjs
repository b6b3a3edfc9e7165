// Entry loaded before `main` on a remote's own page (the remote running standalone). A remote is
// built with `experiments.externalRuntime`, so its code expects the federation runtime from the
// page: in the portal the shell provides it (provideExternalRuntime); alone, this entry does.
// The alias (create-config.mjs) points at the runtime's file: its package name is the external.
import * as runtimeCore from '@portal/federation-runtime-core';

globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
