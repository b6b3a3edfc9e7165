import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../tools/rspack/create-config.mjs';
// Loaded with tsx's loader (the stack package is TypeScript): see the build scripts.
import { portOffset, portsFor } from '@portal/stack/ports';

const PORTS = portsFor(portOffset(process.env));

export default createAppConfig({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'mfe_student',
  port: PORTS.mfe_student,
  title: 'Career Portal — Student',
  exposes: { './App': './src/app/App.tsx' },
});
