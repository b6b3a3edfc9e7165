// Starts the embedded MongoDB-compatible server (FerretDB + SQLite, built from
// tools/embedded-mongo) and the embedded SMTP inbox (maildev) as child processes.
// Used by `npm start`, the API test setup and the browser-test setup alike.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync, readdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MONGO_SRC = path.join(ROOT, 'tools/embedded-mongo');
const MONGO_BIN = path.join(ROOT, '.data/bin/embedded-mongo');

export class SetupError extends Error {}

function newestMtime(dir) {
  return Math.max(...readdirSync(dir).map((f) => statSync(path.join(dir, f)).mtimeMs));
}

/** Builds the FerretDB wrapper once (and again when its sources change). */
export function ensureMongoBinary({ log = console.log } = {}) {
  if (existsSync(MONGO_BIN) && statSync(MONGO_BIN).mtimeMs >= newestMtime(MONGO_SRC)) return MONGO_BIN;
  const go = spawnSync('go', ['version'], { encoding: 'utf8' });
  if (go.error || go.status !== 0) {
    throw new SetupError(
      'MONGODB_URI is not set and Go is not installed: install Go 1.24+ to run the embedded database, or set MONGODB_URI to a MongoDB 6+ server.',
    );
  }
  log('Building the embedded database (FerretDB + SQLite); the first build takes a minute…');
  mkdirSync(path.dirname(MONGO_BIN), { recursive: true });
  const build = spawnSync('go', ['build', '-o', MONGO_BIN, '.'], { cwd: MONGO_SRC, stdio: 'inherit' });
  if (build.status !== 0) throw new SetupError('Building the embedded database failed (see the Go output above).');
  return MONGO_BIN;
}

export function isPortFree(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/** A port nothing listens on right now (the OS picks it). */
export function findFreePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function waitForPort(port, { host = '127.0.0.1', timeoutMs = 30_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new SetupError(`process for port ${port} exited with code ${child.exitCode}`);
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, host);
      socket.once('connect', () => { socket.destroy(); resolve(true); });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new SetupError(`nothing answered on ${host}:${port} within ${timeoutMs} ms`);
}

/** Starts FerretDB on 127.0.0.1:port with its SQLite files in dataDir; resolves with { uri, child }. */
export async function startMongo({ port, dataDir, log = console.log, stdio = 'pipe' }) {
  const bin = ensureMongoBinary({ log });
  if (!(await isPortFree(port))) throw new SetupError(`Port ${port} for the embedded database is in use. Stop what uses it or set MONGODB_URI.`);
  mkdirSync(dataDir, { recursive: true });
  const child = spawn(bin, ['-listen', `127.0.0.1:${port}`, '-dir', dataDir, '-log-level', 'error'], { stdio: ['ignore', stdio, 'inherit'] });
  await waitForPort(port, { child });
  return { uri: `mongodb://127.0.0.1:${port}/`, child };
}

/** Starts maildev with SMTP on smtpPort and its web inbox and REST API on webPort. */
export async function startMaildev({ smtpPort, webPort, stdio = 'ignore' }) {
  for (const port of [smtpPort, webPort]) {
    if (!(await isPortFree(port))) throw new SetupError(`Port ${port} for the mail inbox is in use. Stop what uses it or set SMTP_URL.`);
  }
  const bin = path.join(ROOT, 'node_modules/maildev/dist/bin/maildev.js');
  const child = spawn(process.execPath, [bin, '--smtp', String(smtpPort), '--web', String(webPort),
    '--ip', '127.0.0.1', '--web-ip', '127.0.0.1', '--silent'], { stdio: ['ignore', stdio, 'inherit'] });
  await waitForPort(smtpPort, { child });
  await waitForPort(webPort, { child });
  return { smtpUrl: `smtp://127.0.0.1:${smtpPort}`, inboxUrl: `http://127.0.0.1:${webPort}`, child };
}

/** Sends SIGTERM and waits for the exit (SIGKILL after a grace period). */
export function stopChild(child, graceMs = 5000) {
  if (!child || child.exitCode !== null || child.signalCode) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => { clearTimeout(timer); resolve(); });
    child.kill('SIGTERM');
  });
}
