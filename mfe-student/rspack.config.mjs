import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../tools/rspack/create-config.mjs';
import { PORTS } from '../scripts/lib/ports.mjs';

export default createAppConfig({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'mfe_student',
  port: PORTS.mfe_student,
  title: 'Career Portal — Student',
  exposes: { './App': './src/app/App.tsx' },
});
