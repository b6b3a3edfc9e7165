// The child processes of `npm start` and `npm run serve`: each is tracked, a critical one that
// stops takes the stack down, and Ctrl-C (SIGINT) or SIGTERM stops them all, newest first.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { ROOT, SetupError, stopChild, waitForPort } from '../../stack/src/services.mjs';

const children = [];
let stopping = false;
let runDir = null;

/** The folder of the app servers' pid files: one started by hand meanwhile is stopped too. */
export function setRunDir(dir) {
  runDir = dir;
}

function stopRestartedAppServers() {
  if (!runDir || !existsSync(runDir)) return;
  for (const file of readdirSync(runDir).filter((f) => f.endsWith('.pid'))) {
    const pid = Number(readFileSync(path.join(runDir, file), 'utf8'));
    try {
      if (pid && pid !== process.pid) process.kill(pid, 'SIGTERM');
    } catch {
      // already gone
    }
    rmSync(path.join(runDir, file), { force: true });
  }
}

export async function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  if (children.length) console.log('\nStopping…');
  for (const child of children.reverse()) await stopChild(child);
  stopRestartedAppServers();
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

/**
 * @param critical the stack cannot work without it (database, inbox, API); a front-end
 *   server may stop alone: the shell shows its fallback until it is back.
 */
export function track(child, name, { critical = true } = {}) {
  children.push(child);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${name} stopped (${signal ?? `exit code ${code}`}).`);
    if (critical) void stopAll(1);
  });
  return child;
}

export async function waitForHealth(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new SetupError('The API exited during start-up; see its log.');
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new SetupError(`The API did not become healthy at ${url}.`);
}

/** Ends the script on a start-up failure: a SetupError's sentence, or the error itself. */
export async function failStart(err) {
  console.error(err instanceof SetupError ? `\n${err.message}\n` : err);
  await stopAll(1);
}

/** Starts one server per front end (scripts/serve-app.mjs), each on its port, one after the other. */
export async function startAppServers(apps, env) {
  for (const app of apps) {
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts/serve-app.mjs'), app.name], {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
      env,
    });
    track(child, `The ${app.dir} server`, { critical: false });
    await waitForPort(app.port, { child });
  }
}
