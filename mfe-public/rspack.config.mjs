import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../tools/rspack/create-config.mjs';
import serverConfig from './rspack.server.config.mjs';
import { tsImport } from 'tsx/esm/api';

// The port table is TypeScript: loaded alone through tsx (no loader for the whole build, whose
// federation runtime is serialized from the build's own functions and must stay untouched).
const { portOffset, portsFor } = await tsImport('@portal/stack/ports', import.meta.url);
const PORTS = portsFor(portOffset(process.env));

const appDir = path.dirname(fileURLToPath(import.meta.url));

const browser = createAppConfig({
  appDir,
  name: 'mfe_public',
  port: PORTS.mfe_public,
  title: 'Career Portal — Training, Internship, Job',
  exposes: { './App': './src/app/App.tsx' },
  // The public pages: a visitor's first page runs these scripts.
  eagerCompile: true,
});

// The server build runs after the browser build, whose clean-up of dist/ would remove it.
export default (env, argv) => [
  { ...browser(env, argv), name: 'browser' },
  { ...serverConfig(env, argv), dependencies: ['browser'] },
];
