// Builds each front end with rspack when its sources are newer than its dist/.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { APPS } from './runtime-env.mjs';
import { ROOT } from '../../stack/src/services.mjs';

const SHARED_SOURCES = ['shared-ui/src', 'domain/src', 'tools/rspack', 'package-lock.json'];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

export function isBuildStale(app) {
  const manifest = path.join(ROOT, app.dir, 'dist/mf-manifest.json');
  if (!existsSync(manifest)) return true;
  const sources = [
    path.join(ROOT, app.dir, 'src'),
    // rspack.config.mjs, and the public remote's rspack.server.config.mjs.
    ...readdirSync(path.join(ROOT, app.dir))
      .filter((f) => /^rspack\.(?:\w+\.)?config\.mjs$/.test(f))
      .map((f) => path.join(ROOT, app.dir, f)),
    ...SHARED_SOURCES.map((s) => path.join(ROOT, s)),
  ];
  return Math.max(...sources.map(newestMtime)) > statSync(manifest).mtimeMs;
}

function build(app) {
  return new Promise((resolve, reject) => {
    const bin = path.join(ROOT, 'node_modules/@rspack/cli/bin/rspack.js');
    const child = spawn(process.execPath, [bin, 'build', '--mode', 'production'], {
      cwd: path.join(ROOT, app.dir),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`Building ${app.dir} failed:\n${output}`))));
  });
}

/** Builds the stale apps, two at a time (the machines have two cores). */
export async function buildApps({ force = false, log = console.log } = {}) {
  const queue = APPS.filter((app) => force || isBuildStale(app));
  if (queue.length === 0) return;
  log(`Building ${queue.map((a) => a.dir).join(', ')}…`);
  const workers = [0, 1].map(async () => {
    for (let app = queue.shift(); app; app = queue.shift()) await build(app);
  });
  await Promise.all(workers);
}
