// The embedded database, the mail inbox and the API as `npm start` runs them, each under a
// supervisor (supervisor.mjs) that starts it again when it dies. The database and the inbox come
// back on the same ports with their data (.data/db, .data/mail), so the API, which keeps running,
// finds them again by itself: its database driver reconnects and its next mail goes through.
import path from 'node:path';
import { startEmbeddedMongo } from '../../stack/src/embedded-mongo.mjs';
import { ROOT, startMaildev, waitForPort } from '../../stack/src/services.mjs';
import { spawnReady } from './supervisor.mjs';

/** Starts the embedded database on 127.0.0.1:port with its files in dataDir; resolves with its URI. */
export async function superviseDatabase(supervisor, { port, dataDir, log }) {
  let uri;
  await supervisor.supervise('database', async () => {
    const mongo = await startEmbeddedMongo({ port, dataDir, log });
    uri = mongo.uri;
    return mongo.child;
  });
  return uri;
}

/**
 * Starts the mail inbox (SMTP on smtpPort, web inbox and REST API on webPort) keeping its mails in
 * mailDirectory, so a restarted inbox lists the earlier ones; resolves with its SMTP URL.
 */
export async function superviseInbox(supervisor, { smtpPort, webPort, mailDirectory }) {
  let smtpUrl;
  await supervisor.supervise('mail inbox', async () => {
    const mail = await startMaildev({ smtpPort, webPort, mailDirectory });
    smtpUrl = mail.smtpUrl;
    return mail.child;
  });
  return smtpUrl;
}

/**
 * Starts the API from its TypeScript sources on port with env; its output goes to logStream (one
 * file across restarts) and its errors to this terminal too. Resolves once it listens.
 */
export async function superviseApi(supervisor, { port, env, logStream }) {
  await supervisor.supervise('api', () =>
    spawnReady(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, 'api/src/server.ts')],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...env, PORT: String(port) } },
      (api) => {
        // A child's end does not end the log file.
        api.stdout.pipe(logStream, { end: false });
        api.stderr.pipe(logStream, { end: false });
        api.stderr.on('data', (d) => process.stderr.write(d));
        return waitForPort(port, { child: api, timeoutMs: 60_000 });
      },
    ),
  );
}
