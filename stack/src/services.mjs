// Child processes and ports shared by `npm start`, the API test setup, the browser-test stack and
// the benchmarks: the embedded SMTP inbox (maildev), port checks and stopping. The embedded
// database is in embedded-mongo.mjs.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export class SetupError extends Error {}

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
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new SetupError(`nothing answered on ${host}:${port} within ${timeoutMs} ms`);
}

/** How many mails a kept inbox holds (the newest): its restore at start stays quick. */
const KEPT_MAILS = 5000;

/**
 * Starts maildev with SMTP on smtpPort and its web inbox and REST API on webPort. With
 * mailDirectory its mails are kept there (the newest KEPT_MAILS) and listed again when it starts
 * anew (`npm start`'s inbox, .data/mail); without, they live in memory only (the tests' inboxes).
 */
export async function startMaildev({ smtpPort, webPort, stdio = 'ignore', mailDirectory }) {
  for (const port of [smtpPort, webPort]) {
    if (!(await isPortFree(port))) throw new SetupError(`Port ${port} for the mail inbox is in use. Stop what uses it or set SMTP_URL.`);
  }
  const bin = path.join(ROOT, 'node_modules/maildev/dist/bin/maildev.js');
  const kept = mailDirectory ? ['--mail-directory', mailDirectory, '--max-emails', String(KEPT_MAILS)] : [];
  const child = spawn(
    process.execPath,
    [bin, '--smtp', String(smtpPort), '--web', String(webPort), '--ip', '127.0.0.1', '--web-ip', '127.0.0.1', '--silent', ...kept],
    { stdio: ['ignore', stdio, 'inherit'] },
  );
  try {
    await waitForPort(smtpPort, { child });
    await waitForPort(webPort, { child });
  } catch (err) {
    await stopChild(child, 2000);
    throw err;
  }
  return { smtpUrl: `smtp://127.0.0.1:${smtpPort}`, inboxUrl: `http://127.0.0.1:${webPort}`, child };
}

/** Sends SIGTERM and waits for the exit (SIGKILL after a grace period). */
export function stopChild(child, graceMs = 5000) {
  if (!child || child.exitCode !== null || child.signalCode) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
