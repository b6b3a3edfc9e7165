/** `server.ts` with API_WORKERS=2 as a child process of a test: two API workers on one port, their log lines collected. */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { expect, inject, vi } from 'vitest';
import { findFreePort } from '@portal/stack/services.mjs';
import { DEV_SELLER } from '../../src/config.ts';
import { TEST_DATA_ENCRYPTION_KEY, TEST_JWT_SECRET, TEST_OTP_SECRET } from './app.ts';

const API_DIR = path.resolve(import.meta.dirname, '../..');
export const WORKERS_START_TIMEOUT_MS = 90_000;

export interface LogLine {
  pid: number;
  msg: string;
}

export interface ApiWorkers {
  base: string;
  primary: ChildProcess;
  /** The database the workers use (a test may open it too). */
  db: string;
  lines: LogLine[];
  /** The "Server listening" lines, one per worker started. */
  listening(): LogLine[];
}

/** Starts the primary with two workers and waits until both listen; env overrides the test settings. */
export async function startApiWorkers(env: Record<string, string> = {}): Promise<ApiWorkers> {
  const port = await findFreePort();
  const db = `t_${randomBytes(6).toString('hex')}`;
  const primary = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      API_WORKERS: '2',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      MONGODB_URI: inject('mongoUri'),
      MONGODB_DB: db,
      SMTP_URL: inject('smtpUrl'),
      JWT_SECRET: TEST_JWT_SECRET,
      OTP_SECRET: TEST_OTP_SECRET,
      DATA_ENCRYPTION_KEY: TEST_DATA_ENCRYPTION_KEY,
      SELLER_NAME: DEV_SELLER.name,
      SELLER_ADDRESS: DEV_SELLER.address,
      SELLER_GSTIN: DEV_SELLER.gstin,
      LOG_LEVEL: 'info',
      ...env,
    },
  });
  const lines: LogLine[] = [];
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
  const listening = () => lines.filter((l) => l.msg.startsWith('Server listening'));
  await vi.waitFor(() => expect(listening()).toHaveLength(2), { timeout: WORKERS_START_TIMEOUT_MS, interval: 200 });
  return { base: `http://127.0.0.1:${port}`, primary, db, lines, listening };
}
