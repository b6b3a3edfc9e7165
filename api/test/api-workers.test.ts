/**
 * API_WORKERS=2: `server.ts` runs two API processes on one port with node:cluster.
 * Both serve; the per-IP code limit holds across them (counted in MongoDB); a worker killed with
 * SIGKILL is replaced while the other goes on serving; SIGTERM stops them all.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { findFreePort } from '@portal/stack/services.mjs';
import { DEV_SELLER } from '../src/config.ts';
import { TEST_JWT_SECRET, TEST_OTP_SECRET } from './helpers/app.ts';

const API_DIR = path.resolve(import.meta.dirname, '..');
const IP_LIMIT = 5;
const START_TIMEOUT_MS = 90_000;

interface LogLine {
  pid: number;
  msg: string;
}

/** GET /health on a new connection each time (a kept-alive one may belong to the killed worker). */
function healthStatus(): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}/health`, { agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode);
      })
      .on('error', reject);
  });
}

let base: string;

describe('API_WORKERS=2', () => {
  let primary: ChildProcess;
  const lines: LogLine[] = [];
  const listening = () => lines.filter((l) => l.msg.startsWith('Server listening'));

  beforeAll(async () => {
    const port = await findFreePort();
    base = `http://127.0.0.1:${port}`;
    primary = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: API_DIR,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        API_WORKERS: '2',
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        MONGODB_URI: inject('mongoUri'),
        MONGODB_DB: `t_${randomBytes(6).toString('hex')}`,
        SMTP_URL: inject('smtpUrl'),
        JWT_SECRET: TEST_JWT_SECRET,
        OTP_SECRET: TEST_OTP_SECRET,
        SELLER_NAME: DEV_SELLER.name,
        SELLER_ADDRESS: DEV_SELLER.address,
        SELLER_GSTIN: DEV_SELLER.gstin,
        OTP_SEND_IP_LIMIT: String(IP_LIMIT),
        LOG_LEVEL: 'info',
      },
    });
    let pending = '';
    primary.stdout!.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const complete = pending.split('\n');
      pending = complete.pop() ?? '';
      for (const text of complete) {
        try {
          const line = JSON.parse(text) as LogLine;
          if (typeof line.msg === 'string') lines.push(line);
        } catch {
          // not a log line
        }
      }
    });
    await vi.waitFor(() => expect(listening()).toHaveLength(2), { timeout: START_TIMEOUT_MS, interval: 200 });
  }, START_TIMEOUT_MS + 5_000);

  afterAll(() => {
    if (primary && primary.exitCode === null) primary.kill('SIGKILL');
  });

  it(
    'serves from two processes, shares the IP limit, replaces a killed worker and stops on SIGTERM',
    async () => {
      const workerPids = new Set(listening().map((l) => l.pid));
      expect(workerPids.size).toBe(2);
      expect(workerPids.has(primary.pid!)).toBe(false);

      // The per-IP limit of code requests counts across both processes: exactly IP_LIMIT pass.
      const sends = await Promise.all(
        Array.from({ length: IP_LIMIT + 3 }, (_, i) =>
          fetch(`${base}/auth/otp/send`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: `worker-limit-${i}-${randomBytes(3).toString('hex')}@example.com` }),
          }).then((r) => r.status),
        ),
      );
      expect(sends.filter((s) => s === 200)).toHaveLength(IP_LIMIT);
      expect(sends.filter((s) => s === 429)).toHaveLength(3);

      // A worker killed outright: the other answers meanwhile, and the primary starts a replacement.
      const [victim] = [...workerPids];
      process.kill(victim!, 'SIGKILL');
      await vi.waitFor(() => expect(lines.some((l) => l.msg.startsWith(`API worker ${victim} died`))).toBe(true));
      for (let i = 0; i < 10; i++) expect(await healthStatus()).toBe(200);
      await expect.poll(() => listening().length, { timeout: START_TIMEOUT_MS, interval: 200 }).toBe(3);
      const replacement = listening()[2]!.pid;
      expect(workerPids.has(replacement)).toBe(false);
      expect(await healthStatus()).toBe(200);

      const exited = new Promise<number | null>((resolve) => primary.once('exit', (code) => resolve(code)));
      primary.kill('SIGTERM');
      expect(await exited).toBe(0);
    },
    START_TIMEOUT_MS * 2,
  );
});
