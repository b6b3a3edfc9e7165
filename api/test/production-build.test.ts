/**
 * The production build: `node api/build.mjs` compiles the API to JavaScript, which
 * plain `node` runs with NODE_ENV=production (no TypeScript loader), refusing to start without
 * its secrets and seller details and naming what is missing; its migrate command applies the
 * data migrations.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { findFreePort } from '@portal/stack/services.mjs';
import { mailTo } from '../../tools/test-support/inbox.ts';
import { inboxUrl } from './helpers/app.ts';
import { testSigningEnv } from './helpers/signing.ts';

const run = promisify(execFile);
const API_DIR = path.resolve(import.meta.dirname, '..');
// Inside api/ so the compiled files find the API's npm packages as api/dist does.
const OUT_DIR = path.join(API_DIR, 'dist', `.test-${randomBytes(4).toString('hex')}`);
const START_TIMEOUT_MS = 60_000;

const productionEnv = (): Record<string, string> => ({
  PATH: process.env.PATH ?? '',
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  MONGODB_URI: inject('mongoUri'),
  MONGODB_DB: `t_${randomBytes(6).toString('hex')}`,
  SMTP_URL: inject('smtpUrl'),
  MAIL_FROM: 'Career Portal <no-reply@example.com>',
  JWT_SECRET: randomBytes(32).toString('hex'),
  OTP_SECRET: randomBytes(32).toString('hex'),
  DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  GRIEVANCE_OFFICER_NAME: 'Meera Iyer',
  GRIEVANCE_OFFICER_EMAIL: 'grievance@example.com',
  SELLER_NAME: 'Example Learning Pvt. Ltd.',
  SELLER_ADDRESS: '12 MG Road, Bengaluru 560001',
  SELLER_GSTIN: '29AABCC1234D1Z7',
  DATA_DIR: path.join(OUT_DIR, 'data'),
  LOG_LEVEL: 'warn',
  ...testSigningEnv(),
});

describe('the compiled API', () => {
  beforeAll(async () => {
    await run(process.execPath, [path.join(API_DIR, 'build.mjs'), '--outdir', OUT_DIR], { cwd: API_DIR });
  }, START_TIMEOUT_MS);
  afterAll(() => rmSync(OUT_DIR, { recursive: true, force: true }));

  it(
    'runs on plain node with NODE_ENV=production: health, and a sign-in code mailed',
    async () => {
      const port = await findFreePort();
      let output = '';
      const api: ChildProcess = spawn(process.execPath, [path.join(OUT_DIR, 'server.js')], {
        cwd: OUT_DIR,
        env: { ...productionEnv(), PORT: String(port) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      api.stdout!.on('data', (d: Buffer) => (output += d.toString()));
      api.stderr!.on('data', (d: Buffer) => (output += d.toString()));
      try {
        const base = `http://127.0.0.1:${port}`;
        await vi.waitFor(
          async () => {
            if (api.exitCode !== null) throw new Error(`the API exited: ${output}`);
            expect((await fetch(`${base}/health`)).status).toBe(200);
          },
          { timeout: START_TIMEOUT_MS, interval: 250 },
        );
        const email = `prod-build-${randomBytes(3).toString('hex')}@example.com`;
        const sent = await fetch(`${base}/auth/otp/send`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email }),
        });
        expect(sent.status, await sent.clone().text()).toBe(200);
        await vi.waitFor(async () => expect(await mailTo(inboxUrl(), email)).toHaveLength(1));
      } finally {
        api.kill('SIGTERM');
      }
    },
    START_TIMEOUT_MS * 2,
  );

  it('applies the data migrations with plain node (commands/migrate.js, as npm run serve does), once', async () => {
    const env = productionEnv();
    const migrate = () => run(process.execPath, [path.join(OUT_DIR, 'commands', 'migrate.js')], { cwd: OUT_DIR, env });
    try {
      const first = await migrate();
      expect(first.stdout).toMatch(/^Applying 2026-11-25-first-cohort-selections: /m);
      expect(first.stdout).toMatch(/^Migrations: \d+ applied\.$/m);
      expect((await migrate()).stdout).toBe('Migrations: none to apply.\n');
    } finally {
      const conn = await mongoose.createConnection(env.MONGODB_URI!, { dbName: env.MONGODB_DB }).asPromise();
      await conn.dropDatabase();
      await conn.close();
    }
  });

  it('refuses to start without NODE_ENV, naming it, rather than run in development on the public secrets', async () => {
    const { NODE_ENV: _env, ...rest } = productionEnv();
    const failed = await run(process.execPath, [path.join(OUT_DIR, 'server.js')], { cwd: OUT_DIR, env: { ...rest, PORT: '1' } }).then(
      () => null,
      (err: { code: number; stderr: string }) => err,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain('NODE_ENV must be set');
  });

  it('refuses to start in production without its secrets, naming each one', async () => {
    const { JWT_SECRET: _jwt, OTP_SECRET: _otp, SIGNING_P12: _p12, SIGNING_P12_PASSWORD: _password, ...rest } = productionEnv();
    const failed = await run(process.execPath, [path.join(OUT_DIR, 'server.js')], { cwd: OUT_DIR, env: { ...rest, PORT: '1' } }).then(
      () => null,
      (err: { code: number; stderr: string }) => err,
    );
    expect(failed?.code).toBe(1);
    for (const name of ['JWT_SECRET', 'OTP_SECRET', 'SIGNING_P12']) expect(failed?.stderr).toContain(name);
  });
});
