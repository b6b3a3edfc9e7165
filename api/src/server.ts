/**
 * Starts the API: reads the configuration, builds the app, warns of data migrations not applied
 * yet, listens (HOST, PORT) and closes gracefully on SIGINT/SIGTERM or a fatal error.
 *
 * API_WORKERS=N (N > 1) runs N API processes on the one port with node:cluster: this process
 * forks them, restarts one that dies, and stops them all on SIGINT/SIGTERM. The workers share
 * nothing in memory; everything that must hold across requests lives in MongoDB, so N processes
 * on one machine behave as N machines behind a load balancer.
 */
import cluster, { type Worker } from 'node:cluster';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type AppConfig } from './config.ts';
import { pendingMigrations } from './migrations/run-migrations.ts';

/** A worker that dies sooner than this after its start is restarted after a pause, not at once. */
const QUICK_DEATH_MS = 5_000;
const RESTART_PAUSE_MS = 2_000;
/** How long the workers get to finish their requests when asked to stop. */
const STOP_GRACE_MS = 15_000;

function readConfig(): AppConfig {
  try {
    return loadConfig(process.env, { requireMongo: true, requireNodeEnv: true });
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

async function serve(config: AppConfig) {
  const app = await buildApp(config);
  // The migrations run before the API starts (npm run migrate), never inside it: only named here.
  const pending = await pendingMigrations(app.models);
  if (pending.length) {
    app.log.warn(
      { pending },
      `Data migrations not applied to this database: ${pending.join(', ')}. Run \`npm run migrate\` (production build: node api/dist/commands/migrate.js).`,
    );
  }

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing because of an error');
    else app.log.info({ signal }, 'closing');
    await app.close();
  });

  await app.listen({ host: config.host, port: config.port });
}

/** The primary of API_WORKERS > 1: keeps `count` workers running until it is asked to stop. */
function superviseWorkers(count: number) {
  const log = (message: string) => console.log(JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, msg: message }));
  const startedAt = new Map<Worker, number>();
  let stopping = false;

  const fork = () => startedAt.set(cluster.fork(), Date.now());
  for (let i = 0; i < count; i++) fork();
  log(`API primary: running ${count} workers on one port`);

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) process.exit(0);
      return;
    }
    const pause = lived < QUICK_DEATH_MS ? RESTART_PAUSE_MS : 0;
    log(`API worker ${worker.process.pid} died (${signal ?? `exit code ${code}`}); starting another${pause ? ` in ${pause} ms` : ''}`);
    setTimeout(fork, pause);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log(`API primary: ${signal}, stopping ${startedAt.size} workers`);
    for (const worker of startedAt.keys()) worker.process.kill('SIGTERM');
    if (startedAt.size === 0) process.exit(0);
    setTimeout(() => {
      for (const worker of startedAt.keys()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, STOP_GRACE_MS).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

const config = readConfig();
if (cluster.isPrimary && config.apiWorkers > 1) {
  superviseWorkers(config.apiWorkers);
} else {
  serve(config).catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
