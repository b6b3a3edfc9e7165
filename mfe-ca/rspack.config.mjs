import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../tools/rspack/create-config.mjs';
import { PORTS } from '../scripts/lib/ports.mjs';

export default createAppConfig({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'mfe_ca',
  port: PORTS.mfe_ca,
  title: 'Career Portal — Invoices',
  exposes: { './App': './src/app/App.tsx' },
});
