import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../tools/rspack/create-config.mjs';
import { tsImport } from 'tsx/esm/api';

// The port table is TypeScript: loaded alone through tsx (no loader for the whole build, whose
// federation runtime is serialized from the build's own functions and must stay untouched).
const { portOffset, portsFor } = await tsImport('@portal/stack/ports', import.meta.url);
const PORTS = portsFor(portOffset(process.env));

export default createAppConfig({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'mfe_mentor',
  port: PORTS.mfe_mentor,
  title: 'Career Portal — Mentor',
  exposes: { './App': './src/app/App.tsx' },
});
