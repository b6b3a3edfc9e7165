// `npm run serve`: runs the production build (`npm run build`) with NODE_ENV=production: the
// data migrations (api/dist/commands/migrate.js), then the compiled API (plain node, no TypeScript
// loader) and the six front ends from their dist/ folders. Everything comes from the
// environment: MONGODB_URI, SMTP_URL, JWT_SECRET, OTP_SECRET, SELLER_NAME/ADDRESS/GSTIN,
// SIGNING_P12(+_PASSWORD), CREDENTIAL_SIGNING_KEY; the API refuses to start without them and names what is missing. In a
// real deployment the front ends are static folders on a CDN and the API runs as N processes
// (API_WORKERS) behind a load balancer: see the README's deployment section.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { migrate } from './lib/migrate.mjs';
import { runOnNode24 } from './lib/node-runtime.mjs';
import { ROOT, SetupError, waitForPort } from '../stack/src/services.mjs';
import { failStart, setRunDir, spawnReady, startAppServers, stopOnSignals, supervisor, waitForHealth } from './lib/supervisor.mjs';

async function main() {
  await runOnNode24();
  stopOnSignals();
  // The port table (@portal/stack) is TypeScript.
  const { register } = await import('tsx/esm/api');
  register();
  const { APPS, PORTS, RUN_DIR, API_URL } = await import('./lib/runtime-env.mjs');

  const missing = [path.join('api', 'dist', 'server.js'), ...APPS.map((app) => path.join(app.dir, 'dist', 'index.html'))].filter(
    (file) => !existsSync(path.join(ROOT, file)),
  );
  if (missing.length) throw new SetupError(`No production build (${missing.join(', ')} missing): run \`npm run build\` first.`);
  const unset = ['MONGODB_URI', 'SMTP_URL'].filter((name) => !process.env[name]);
  if (unset.length)
    throw new SetupError(`${unset.join(' and ')} must be set: production uses your MongoDB and SMTP server, not the embedded ones.`);

  mkdirSync(RUN_DIR, { recursive: true });
  setRunDir(RUN_DIR);
  // The API signs its own address into every certificate's credential: the one the front ends call.
  const env = { ...process.env, NODE_ENV: 'production', PUBLIC_API_URL: API_URL };
  await migrate([path.join(ROOT, 'api/dist/commands/migrate.js')], env);
  // A process that dies is started again after a short back-off, as under `npm start`.
  await supervisor.supervise('api', () =>
    spawnReady(
      process.execPath,
      [path.join(ROOT, 'api/dist/server.js')],
      { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'], env: { ...env, PORT: String(PORTS.api) } },
      (api) => waitForPort(PORTS.api, { child: api, timeoutMs: 60_000 }),
    ),
  );
  await waitForHealth(`http://127.0.0.1:${PORTS.api}/health`, supervisor.childOf('api'));

  await startAppServers(APPS, env);
  console.log(`
  Career Portal (production build) is running.

  Open http://localhost:${PORTS.shell}
  API: ${API_URL}

  Press Ctrl-C to stop.
`);
}

main().catch(failStart);
