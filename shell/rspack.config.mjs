import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../tools/rspack/create-config.mjs';
import { PORTS } from '../scripts/lib/ports.mjs';

const appDir = path.dirname(fileURLToPath(import.meta.url));

// The host declares no remotes: it registers the one a route needs at run time from env-config.json.
export default createAppConfig({
  appDir,
  name: 'shell',
  port: PORTS.shell,
  title: 'Career Portal',
  runtimePlugins: [path.join(appDir, 'src/features/remotes/runtime/remote-error-plugin.ts')],
});
