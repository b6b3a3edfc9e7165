// The portal runs on Node 24 LTS (`engines` in package.json). On a machine whose Node is older,
// `npm start`, `npm test`, `npm run serve` and .ci/run install the npm registry's `node` package
// (24.x) into .data/node24 once and run again under it, with its folder first on PATH so that npm,
// npx and every child process use it too (and npm's engine checks see Node 24).
// Only Node built-ins here: this runs before any package exists, under whatever Node the machine has.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../stack/src/services.mjs';

const NODE_MAJOR = 24;
const NODE_DIR = path.join(ROOT, '.data/node24');
const NODE_BIN_DIR = path.join(NODE_DIR, 'node_modules/node/bin');
const NODE_BIN = path.join(NODE_BIN_DIR, 'node');

const majorOf = (version) => Number(/^v?(\d+)/.exec(version)?.[1] ?? 0);

/** Whether this process already runs on Node 24 or newer. */
export const runsOnSupportedNode = (version = process.version) => majorOf(version) >= NODE_MAJOR;

function installedVersion() {
  if (!existsSync(NODE_BIN)) return null;
  const result = spawnSync(NODE_BIN, ['--version'], { encoding: 'utf8' });
  return result.status === 0 && majorOf(result.stdout.trim()) === NODE_MAJOR ? result.stdout.trim() : null;
}

/**
 * Installs `node@24` from the npm registry into .data/node24 unless it is there, and returns the
 * folder of its `node` binary. Several processes may do this at once: each installs into a folder
 * of its own and moves it into place; the first one wins.
 */
export function ensureNode24({ log = (message) => console.error(message) } = {}) {
  if (installedVersion()) return NODE_BIN_DIR;
  log(
    `Node ${process.versions.node} is older than the portal's Node ${NODE_MAJOR} LTS: installing the npm registry's node@${NODE_MAJOR} into ${path.relative(ROOT, NODE_DIR)} (once)…`,
  );
  const staging = `${NODE_DIR}.install-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  // The package's preinstall script links the binary of this platform: allowed here by name.
  writeFileSync(
    path.join(staging, 'package.json'),
    `${JSON.stringify({ description: `Node ${NODE_MAJOR} LTS for the portal (scripts/lib/node-runtime.mjs)`, private: true, allowScripts: { node: true } }, null, 2)}\n`,
  );
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const install = spawnSync(
    npm,
    ['install', '--prefix', staging, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', `node@${NODE_MAJOR}`],
    {
      cwd: staging,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  try {
    if (install.status !== 0)
      throw new Error(`Installing node@${NODE_MAJOR} from the npm registry failed (npm exit code ${install.status}).`);
    if (!installedVersion()) {
      rmSync(NODE_DIR, { recursive: true, force: true });
      renameSync(staging, NODE_DIR);
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  const version = installedVersion();
  if (!version) throw new Error(`No working Node ${NODE_MAJOR} in ${NODE_BIN} after installing it.`);
  log(`Node ${version} installed in ${path.relative(ROOT, NODE_DIR)}.`);
  return NODE_BIN_DIR;
}

/** The environment of a process run under the Node 24 in `binDir`: that folder first on PATH. */
function envWithNodeFirst(binDir, env = process.env) {
  return { ...env, PATH: [binDir, env.PATH].filter(Boolean).join(path.delimiter) };
}

/**
 * Returns at once on Node 24+. On an older Node: installs Node 24 (ensureNode24), runs this same
 * script under it with the same arguments, passes SIGINT and SIGTERM on, and ends with its exit
 * code; the returned promise never settles, so the caller's own work never runs on the old Node.
 */
export function runOnNode24() {
  if (runsOnSupportedNode()) return Promise.resolve();
  let binDir;
  try {
    binDir = ensureNode24();
  } catch (err) {
    console.error(`\n${err.message}\nInstall Node ${NODE_MAJOR} LTS (https://nodejs.org) and run the command again.\n`);
    process.exit(1);
  }
  const child = spawn(path.join(binDir, 'node'), [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: envWithNodeFirst(binDir),
  });
  // A terminal's Ctrl-C reaches both processes; a signal sent to this one alone is passed on.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  return new Promise(() => {
    child.on('exit', (code, signal) => {
      if (code !== null) process.exit(code);
      // Ended by a signal: end the same way.
      process.removeAllListeners(signal);
      process.kill(process.pid, signal);
    });
  });
}
