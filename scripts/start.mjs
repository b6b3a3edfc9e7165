// `npm start`: installs what is missing, builds the front ends, starts the embedded
// database and mail inbox (unless MONGODB_URI / SMTP_URL are set), applies the data migrations,
// starts the API and the six front ends, then prints the URL to open. A service that dies is
// started again after a short back-off (scripts/lib/supervisor.mjs); Ctrl-C stops everything. On
// a Node older than 24 it first installs Node 24 LTS into .data/node24 and runs under it
// (scripts/lib/node-runtime.mjs).
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureInstalled } from './lib/ensure-installed.mjs';
import { migrate } from './lib/migrate.mjs';
import { startBanner } from './lib/start-banner.mjs';
import { runOnNode24 } from './lib/node-runtime.mjs';
import { ensureEmbeddedMongoJar } from '../stack/src/embedded-mongo.mjs';
import { ROOT } from '../stack/src/services.mjs';
import { superviseApi, superviseDatabase, superviseInbox } from './lib/stack-services.mjs';
import { failStart, setRunDir, startAppServers, stopOnSignals, supervisor, waitForHealth } from './lib/supervisor.mjs';

/**
 * Per-data-folder secrets, made once, so sessions survive a restart and no default secret is used;
 * a secret added by a later release (the files' master key) is added to an existing folder's file.
 */
function localSecrets(dataDir) {
  const file = path.join(dataDir, 'secrets.json');
  const secrets = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const made = {
    JWT_SECRET: () => randomBytes(32).toString('hex'),
    OTP_SECRET: () => randomBytes(32).toString('hex'),
    DATA_ENCRYPTION_KEY: () => randomBytes(32).toString('base64'),
  };
  const missing = Object.keys(made).filter((name) => !secrets[name]);
  for (const name of missing) secrets[name] = made[name]();
  if (missing.length) writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

async function main() {
  await runOnNode24();
  stopOnSignals();
  ensureInstalled();
  // From here on TypeScript modules load too (the port table, @portal/stack, is TypeScript).
  const { register } = await import('tsx/esm/api');
  register();
  const { APPS, PORTS, PORT_OFFSET, DATA_DIR, RUN_DIR, API_URL, INBOX_URL, FRONT_END_ORIGINS } = await import('./lib/runtime-env.mjs');
  // --fresh (the browser tests' stack) starts from an empty data folder; in the root's .data the
  // tools installed there (the database's jar, Node 24, the fuzzer's Python) stay.
  if (process.argv.includes('--fresh') && existsSync(DATA_DIR)) {
    const tools = DATA_DIR === path.join(ROOT, '.data') ? new Set(['bin', 'node24', 'venv']) : new Set();
    for (const entry of readdirSync(DATA_DIR)) if (!tools.has(entry)) rmSync(path.join(DATA_DIR, entry), { recursive: true, force: true });
  }
  const { buildApps } = await import('./lib/build-apps.mjs');
  mkdirSync(path.join(DATA_DIR, 'logs'), { recursive: true });
  mkdirSync(RUN_DIR, { recursive: true });
  setRunDir(RUN_DIR);
  // Pid files left by a stack that was killed hard name processes that are long gone.
  for (const file of readdirSync(RUN_DIR)) if (file.endsWith('.pid')) rmSync(path.join(RUN_DIR, file), { force: true });

  // Before the front-end build, so a missing Java or Maven is reported at once.
  if (!process.env.MONGODB_URI) ensureEmbeddedMongoJar();

  await buildApps({ force: process.argv.includes('--rebuild') });

  // Each service that dies is started again (scripts/lib/supervisor.mjs): the database and the
  // inbox on the same ports with their data, so the API finds them again by itself.
  const mongoUri =
    process.env.MONGODB_URI || (await superviseDatabase(supervisor, { port: PORTS.mongo, dataDir: path.join(DATA_DIR, 'db') }));

  let smtpUrl = process.env.SMTP_URL;
  let inboxUrl;
  if (!smtpUrl) {
    const mailDirectory = path.join(DATA_DIR, 'mail');
    smtpUrl = await superviseInbox(supervisor, { smtpPort: PORTS.mailSmtp, webPort: PORTS.mailWeb, mailDirectory });
    inboxUrl = INBOX_URL;
  }

  const apiLog = path.join(DATA_DIR, 'logs/api.log');
  // The program runs on the real date: the API in development makes a demonstration cohort open
  // for enrolment. Only a test stack sets PROGRAM_TODAY (e2e/playwright.config.ts), passed through.
  const programToday = process.env.PROGRAM_TODAY;
  const env = {
    ...localSecrets(DATA_DIR),
    NODE_ENV: 'development',
    CORS_ORIGINS: FRONT_END_ORIGINS.join(','),
    ...process.env,
    MONGODB_URI: mongoUri,
    SMTP_URL: smtpUrl,
  };
  await migrate(['--import', 'tsx', path.join(ROOT, 'api/src/commands/migrate.ts')], env);
  await superviseApi(supervisor, { port: PORTS.api, env, logStream: createWriteStream(apiLog, { flags: 'a' }) });
  await waitForHealth(`http://127.0.0.1:${PORTS.api}/health`, supervisor.childOf('api'));

  await startAppServers(APPS, { ...process.env, ...(inboxUrl ? { INBOX_URL: inboxUrl } : {}) });

  console.log(
    startBanner({
      shellUrl: `http://localhost:${PORTS.shell}`,
      inboxUrl,
      smtpUrl,
      apiUrl: API_URL,
      apiLog: path.relative(ROOT, apiLog),
      database: process.env.MONGODB_URI ? 'MONGODB_URI' : `embedded, data in ${path.relative(ROOT, path.join(DATA_DIR, 'db'))}`,
      portOffset: PORT_OFFSET,
      programToday,
    }),
  );
}

main().catch(failStart);
