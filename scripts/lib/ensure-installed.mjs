// Installs npm packages when node_modules is missing or older than the lock file.
// Only Node built-ins here: this runs before any package exists.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../stack/src/services.mjs';

export function ensureInstalled({ log = console.log } = {}) {
  const marker = path.join(ROOT, 'node_modules/.package-lock.json');
  const lock = path.join(ROOT, 'package-lock.json');
  if (existsSync(marker) && (!existsSync(lock) || statSync(marker).mtimeMs >= statSync(lock).mtimeMs)) return;
  log('Installing npm packages (first run)…');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['install', '--no-audit', '--no-fund'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('npm install failed; see the output above.');
    process.exit(1);
  }
}
