/** server.ts as `npm start` runs it (`node --import tsx api/src/server.ts`): listen, health, graceful close. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import mongoose from 'mongoose';
import { findFreePort } from '@portal/stack/services.mjs';
import { TEST_JWT_SECRET, TEST_OTP_SECRET } from './helpers/app.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

function startServer(env: Record<string, string>) {
  const { VITEST: _v, VITEST_WORKER_ID: _w, VITEST_POOL_ID: _p, FASTIFY_AUTOLOAD_TYPESCRIPT: _f, ...parentEnv } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    cwd: ROOT,
    env: { ...parentEnv, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

describe('server.ts', () => {
  it('listens on HOST:PORT, answers /health and closes gracefully on SIGTERM', async () => {
    const port = await findFreePort();
    const dbName = `t_srv_${randomBytes(4).toString('hex')}`;
    // Its own data folder: development makes its self-signed signing certificate there on first start.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'srv-data-'));
    const server = startServer({
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      MONGODB_URI: inject('mongoUri'),
      MONGODB_DB: dbName,
      SMTP_URL: inject('smtpUrl'),
      JWT_SECRET: TEST_JWT_SECRET,
      OTP_SECRET: TEST_OTP_SECRET,
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
    });
    try {
      let health: Response | null = null;
      const deadline = Date.now() + 20_000;
      // Until it listens; a 503 (busy just after start on a loaded machine, or the database not yet
      // answering) is asked again.
      while (Date.now() < deadline && (!health || health.status === 503)) {
        health = await fetch(`http://127.0.0.1:${port}/health`).catch(() => null);
        if (!health || health.status === 503) await new Promise((r) => setTimeout(r, 100));
      }
      // The server logs an answer just after sending it: give a failure's log a moment to arrive.
      if (health?.status !== 200) await new Promise((r) => setTimeout(r, 1000));
      expect(health?.status, server.output()).toBe(200);
      expect(await health?.json()).toEqual({ status: 'ok', db: 'up' });
      expect(existsSync(path.join(dataDir, 'signing', 'development.p12'))).toBe(true);
      // A new database: every migration is named as not applied, none is run.
      expect(server.output()).toContain('Data migrations not applied to this database: 2026-11-25-first-cohort-selections, ');
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain('closing');
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
      const conn = await mongoose.createConnection(inject('mongoUri'), { dbName }).asPromise();
      await conn.dropDatabase();
      await conn.close();
    }
  });

  it('refuses to start without MONGODB_URI, with a clear message', async () => {
    const server = startServer({ NODE_ENV: 'test', MONGODB_URI: '', PORT: String(await findFreePort()) });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/MONGODB_URI is required/);
  });

  it('refuses to start in production without secrets', async () => {
    const server = startServer({ NODE_ENV: 'production', MONGODB_URI: inject('mongoUri'), JWT_SECRET: '', OTP_SECRET: '' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/JWT_SECRET is required when NODE_ENV=production/);
    expect(server.output()).toMatch(/DATA_ENCRYPTION_KEY is required when NODE_ENV=production/);
  });
});
