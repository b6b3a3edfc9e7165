// Starts the whole portal for the browser tests exactly as `npm start` does, on ports
// shifted by PORT_OFFSET and in a fresh data folder, so a developer's own stack is untouched.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
rmSync(path.resolve(root, process.env.DATA_DIR ?? '.data/e2e'), { recursive: true, force: true });
await import('../scripts/start.mjs');
