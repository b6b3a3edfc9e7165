import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../tools/rspack/create-config.mjs';
// Loaded with tsx's loader (the stack package is TypeScript): see the build scripts.
import { portOffset, portsFor } from '@portal/stack/ports';

const PORTS = portsFor(portOffset(process.env));

const appDir = path.dirname(fileURLToPath(import.meta.url));

// The host declares no remotes: it registers the one a route needs at run time from env-config.json.
export default createAppConfig({
  appDir,
  name: 'shell',
  port: PORTS.shell,
  title: 'Career Portal',
  runtimePlugins: [path.join(appDir, 'src/features/remotes/runtime/remote-error-plugin.ts')],
});
