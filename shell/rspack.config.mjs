import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../tools/rspack/create-config.mjs';
import { tsImport } from 'tsx/esm/api';

// The port table is TypeScript: loaded alone through tsx (no loader for the whole build, whose
// federation runtime is serialized from the build's own functions and must stay untouched).
const { portOffset, portsFor } = await tsImport('@portal/stack/ports', import.meta.url);
const PORTS = portsFor(portOffset(process.env));

const appDir = path.dirname(fileURLToPath(import.meta.url));

// The host declares no remotes: it registers the one a route needs at run time from env-config.json.
export default createAppConfig({
  appDir,
  name: 'shell',
  port: PORTS.shell,
  title: 'Career Portal',
  runtimePlugins: [path.join(appDir, 'src/features/remotes/runtime/remote-error-plugin.ts')],
  // Every visitor's first page runs these scripts.
  eagerCompile: true,
});
