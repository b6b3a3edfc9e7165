/**
 * `npm run bench:uploads`: what the uploads built to exhaust the API cost it. Compiles the API as
 * `npm run build` does and starts one process of it on plain node (API_WORKERS=1, so every request
 * meets the same event loop; no TypeScript loader in its memory), sends the six
 * oversized files of api/test/helpers/oversized-id-files.ts one after the other and prints each
 * answer's status and time with the process's resident memory (RSS); then sends four of them at
 * once while another student asks GET /me in a loop, and prints those answers' latency beside the
 * same loop on an idle API. Starts the embedded database in a temporary directory unless
 * MONGODB_URI is set. Figures only: nothing here fails on a timing.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PRIVACY_NOTICE_VERSION } from '@portal/domain/privacy-notice';
import { findFreePort, stopChild } from '@portal/stack/services.mjs';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { REFRESH_TOKEN_TTL_MS } from '../src/features/auth/session-service.ts';
import { ensureUser } from '../src/features/auth/user-service.ts';
import { COMPLETE_PROFILE } from '../test/helpers/factories.ts';
import { multipartBody } from '../test/helpers/multipart.ts';
import { oversizedIdFiles, type OversizedIdFile } from '../test/helpers/oversized-id-files.ts';
import { summary, timed } from './lib/figures.ts';
import { runBench, withBenchDatabase } from './lib/bench-stack.ts';

const API_DIR = path.resolve(import.meta.dirname, '..');
/** The files sent at once while /me is asked: the two images and the two PDFs that cost most before the limits. */
const AT_ONCE = [1, 2, 4, 5];

/** The resident memory of a process in MB (Linux). */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/\d+/)?.[0] ?? NaN) / 1024;
}

/** Starts the compiled server as one process and waits until /health answers. */
async function startApi(distDir: string, env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  const port = await findFreePort();
  const child = spawn(process.execPath, [path.join(distDir, 'server.js')], {
    cwd: distDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env, API_WORKERS: '1', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn' },
  });
  const base = `http://127.0.0.1:${port}`;
  for (let waited = 0; waited < 120_000; waited += 250) {
    if (child.exitCode !== null) throw new Error(`the API exited (${child.exitCode}) before answering`);
    if ((await fetch(`${base}/health`).catch(() => null))?.ok) return { child, base };
    await sleep(250);
  }
  throw new Error('the API did not answer /health within 120 s');
}

function upload(base: string, token: string, file: OversizedIdFile): Promise<Response> {
  const { payload, headers } = multipartBody([file]);
  return fetch(`${base}/student/id-proof`, {
    method: 'POST',
    headers: { ...headers, authorization: `Bearer ${token}` },
    body: new Uint8Array(payload),
  });
}

/** GET /me in a loop until `until` settles (or `count` times): each answer's latency in ms. */
async function askMe(base: string, token: string, until: Promise<unknown> | null, count = 50): Promise<number[]> {
  let done = false;
  void until?.finally(() => (done = true));
  const latencies: number[] = [];
  while (until ? !done : latencies.length < count) {
    const [ms, res] = await timed(() => fetch(`${base}/me`, { headers: { authorization: `Bearer ${token}` } }));
    if (res.status !== 200) throw new Error(`GET /me answered ${res.status}`);
    await res.arrayBuffer();
    latencies.push(ms);
  }
  return latencies;
}

runBench(() =>
  withBenchDatabase(async (mongoUri) => {
    const env = {
      NODE_ENV: 'test',
      MONGODB_URI: mongoUri,
      MONGODB_DB: `bench_uploads_${Date.now()}`,
      JWT_SECRET: randomBytes(32).toString('hex'),
      OTP_SECRET: randomBytes(32).toString('hex'),
    };
    const files = await oversizedIdFiles();
    // One student per upload (each account may start ten in ten minutes) and one who asks /me.
    const config = loadConfig({ ...process.env, ...env, LOG_LEVEL: 'silent' }, { requireMongo: true, warn: () => undefined });
    const app = await buildApp(config, { logger: false });
    const tokens: string[] = [];
    try {
      for (let i = 0; i <= files.length + AT_ONCE.length; i++) {
        const { user } = await ensureUser(app.models, `bench-upload-${i}@example.com`, 'STUDENT');
        await app.models.User.updateOne({ _id: user._id }, { $set: COMPLETE_PROFILE });
        const actor = { id: String(user._id), email: user.email, role: 'STUDENT' as const, ip: '127.0.0.1' };
        await app.privacy.consent(actor, user, PRIVACY_NOTICE_VERSION, 'bench');
        const session = { _id: randomUUID(), userId: user._id, expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS) };
        await app.models.Session.create(session);
        tokens.push(app.jwt.sign({ sub: String(user._id), role: 'STUDENT', sid: session._id }));
      }
    } finally {
      await app.close();
    }
    const asker = tokens.pop()!;

    // Inside api/, so the compiled files find the API's npm packages as api/dist does.
    const distDir = path.join(API_DIR, 'dist', `.bench-uploads-${randomBytes(4).toString('hex')}`);
    execFileSync(process.execPath, [path.join(API_DIR, 'build.mjs'), '--outdir', distDir], { stdio: 'inherit' });
    const { child, base } = await startApi(distDir, env).catch((err: unknown) => {
      rmSync(distDir, { recursive: true, force: true });
      throw err;
    });
    try {
      const pid = child.pid!;
      console.log(
        `\nNode ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'}), load average ${os.loadavg()[0]?.toFixed(1)}; one compiled API process.`,
      );
      await askMe(base, asker, null, 20); // warm-up
      console.log(`API RSS at rest: ${rssMb(pid).toFixed(0)} MB\n`);
      for (const [i, file] of files.entries()) {
        const [ms, res] = await timed(() => upload(base, tokens[i]!, file));
        const body = (await res.json()) as { message?: string };
        console.log(
          `${file.name.padEnd(44)} ${String(file.content.length).padStart(9)} B  ${res.status}  ${ms.toFixed(0).padStart(5)} ms  ` +
            `RSS ${rssMb(pid).toFixed(0)} MB  "${body.message ?? ''}"`,
        );
      }
      console.log('');
      console.log(summary('GET /me, API idle', await askMe(base, asker, null)));
      const burst = Promise.all(AT_ONCE.map((f, i) => upload(base, tokens[files.length + i]!, files[f]!).then((r) => r.status)));
      const duringBurst = await askMe(base, asker, burst);
      console.log(summary(`GET /me while ${AT_ONCE.length} oversized uploads run at once`, duringBurst));
      console.log(`The ${AT_ONCE.length} uploads answered ${(await burst).join(', ')}; API RSS after: ${rssMb(pid).toFixed(0)} MB`);
    } finally {
      await stopChild(child);
      rmSync(distDir, { recursive: true, force: true });
    }
  }),
);
