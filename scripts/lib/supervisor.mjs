// The child processes of `npm start` and `npm run serve`. Each service is started by a function
// that resolves with its child process once it is ready; a service that dies is started again after
// a back-off (1 s, 2 s, 4 s… at most 30 s; back to 1 s once it has run for 30 s) with a line saying
// so, and Ctrl-C (SIGINT) or SIGTERM stops them all, newest first.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { ROOT, SetupError, stopChild, waitForPort } from '../../stack/src/services.mjs';

/** @typedef {{ firstDelayMs: number, maxDelayMs: number, stableAfterMs: number }} Backoff */
/** @type {Readonly<Backoff>} */
const BACKOFF = Object.freeze({ firstDelayMs: 1_000, maxDelayMs: 30_000, stableAfterMs: 30_000 });

const delayText = (ms) => (ms < 1000 ? `${ms} ms` : `${Math.round(ms / 100) / 10} s`);
const howItEnded = (code, signal) => (signal ? `was killed by ${signal}` : `exited with code ${code}`);

/**
 * A set of supervised services.
 *
 * supervise(name, start, { restart }) starts one service (start() resolves with its ChildProcess
 * once it is ready) and resolves when it is; a failure of that first start rejects. Afterwards:
 * - restart 'always' (the default): whenever it ends, it is started again after the back-off;
 * - restart 'on-failure': an exit with code 0 means it was stopped on purpose (a front end
 *   redeployed by hand) and it stays stopped; any other end restarts it.
 * A restart that fails (start() rejects) is tried again after the next, longer delay.
 *
 * stop() stops every service, newest first, and no service is restarted after it.
 *
 * @param {{ log?: (line: string) => void, backoff?: Backoff }} [options]
 */
export function createSupervisor({ log = console.error, backoff = BACKOFF } = {}) {
  const services = [];
  let stopping = false;

  const delayFor = (service) => Math.min(backoff.firstDelayMs * 2 ** service.failures, backoff.maxDelayMs);

  async function launch(service, { again = false } = {}) {
    const launching = service.start();
    service.launching = launching.catch(() => undefined);
    const child = await launching.finally(() => (service.launching = null));
    service.child = child;
    service.startedAt = Date.now();
    if (stopping) {
      await stopChild(child);
      return child;
    }
    if (again) log(`[${service.name}] running again`);
    const onExit = (code, signal) => void ended(service, child, code, signal);
    if (child.exitCode !== null || child.signalCode) onExit(child.exitCode, child.signalCode);
    else child.once('exit', onExit);
    return child;
  }

  function ended(service, child, code, signal) {
    if (stopping || service.child !== child) return;
    service.child = null;
    if (service.restart === 'on-failure' && code === 0) {
      log(`[${service.name}] stopped (exit code 0); not restarting it`);
      return;
    }
    if (Date.now() - service.startedAt >= backoff.stableAfterMs) service.failures = 0;
    scheduleRestart(service, howItEnded(code, signal));
  }

  function scheduleRestart(service, what) {
    const delay = delayFor(service);
    service.failures += 1;
    log(`[${service.name}] ${what}; restarting in ${delayText(delay)}`);
    service.timer = setTimeout(() => {
      service.timer = null;
      if (stopping) return;
      launch(service, { again: true }).catch((err) => {
        if (!stopping) scheduleRestart(service, `did not start again (${err?.message ?? err})`);
      });
    }, delay);
  }

  return {
    /**
     * @param {string} name
     * @param {() => Promise<import('node:child_process').ChildProcess>} start
     * @param {{ restart?: 'always' | 'on-failure' }} [options]
     */
    async supervise(name, start, { restart = 'always' } = {}) {
      const service = { name, start, restart, child: null, launching: null, timer: null, failures: 0, startedAt: 0 };
      services.push(service);
      return launch(service);
    },
    /**
     * The running child of a service (it changes with every restart).
     * @param {string} name
     * @returns {import('node:child_process').ChildProcess | null}
     */
    childOf(name) {
      return services.find((s) => s.name === name)?.child ?? null;
    },
    get stopping() {
      return stopping;
    },
    async stop() {
      if (stopping) return;
      stopping = true;
      for (const service of services) clearTimeout(service.timer);
      for (const service of [...services].reverse()) {
        await service.launching;
        await stopChild(service.child);
      }
    },
  };
}

// ── The one supervisor of this process (npm start, npm run serve) ──

export const supervisor = createSupervisor();
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

let exiting = false;
async function stopAll(code = 0) {
  if (exiting) return;
  exiting = true;
  console.log('\nStopping…');
  await supervisor.stop();
  stopRestartedAppServers();
  process.exit(code);
}

/** Ctrl-C (SIGINT) and SIGTERM stop everything. */
export function stopOnSignals() {
  process.on('SIGINT', () => void stopAll(0));
  process.on('SIGTERM', () => void stopAll(0));
}

/** Resolves once url answers 2xx; rejects if the child exits first or after timeoutMs. */
export async function waitForHealth(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode) throw new SetupError('The API exited during start-up; see its log.');
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

/**
 * Spawns a child and resolves with it once ready(child) resolves; if that rejects, the child is
 * stopped and the error passed on (a restart that does not come up leaves nothing behind).
 */
export async function spawnReady(command, args, options, ready) {
  const child = spawn(command, args, options);
  try {
    await ready(child);
    return child;
  } catch (err) {
    await stopChild(child, 2_000);
    throw err;
  }
}

/**
 * Starts one server per front end (scripts/serve-app.mjs), each on its port, one after the other.
 * One that crashes is restarted; one stopped on purpose (exit code 0, e.g. SIGTERM from someone
 * who serves another build of it by hand) stays stopped.
 */
export async function startAppServers(apps, env) {
  for (const app of apps) {
    await supervisor.supervise(
      app.name,
      () =>
        spawnReady(
          process.execPath,
          [path.join(ROOT, 'scripts/serve-app.mjs'), app.name],
          { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'], env },
          (child) => waitForPort(app.port, { child }),
        ),
      { restart: 'on-failure' },
    );
  }
}
