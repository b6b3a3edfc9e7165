// `npm start` heals: the embedded database, the mail inbox and the API started as
// `npm start` starts them (stack-services.mjs under a supervisor, here with a short back-off and
// ports of their own); the database killed hard and the inbox stopped both come back by
// themselves, the API, which kept running, answers /health again, and the inbox still lists the
// mail sent before, from its mail folder.
import { randomBytes } from 'node:crypto';
import { createWriteStream, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailTo } from '../../tools/test-support/inbox.ts';
import { ROOT, findFreePort } from '../../stack/src/services.mjs';
import { createSupervisor } from './supervisor.mjs';
import { superviseApi, superviseDatabase, superviseInbox } from './stack-services.mjs';

/** A server behind MONGODB_URI is not ours to kill; without the embedded one there is no Java either. */
const EXTERNAL = process.env.MONGODB_URI ? 'MONGODB_URI is set' : '';

const until = async (what: string, check: () => boolean | Promise<boolean>, timeoutMs = 20_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

describe.skipIf(EXTERNAL)(`npm start's services after a crash${EXTERNAL ? ` (skipped: ${EXTERNAL})` : ''}`, () => {
  const dataDir = path.join(ROOT, '.data', `test-healing-${process.pid}-${randomBytes(4).toString('hex')}`);
  const lines: string[] = [];
  const supervisor = createSupervisor({
    log: (line: string) => lines.push(line),
    backoff: { firstDelayMs: 200, maxDelayMs: 2_000, stableAfterMs: 60_000 },
  });
  let apiUrl = '';
  let inboxUrl = '';

  const health = () =>
    fetch(`${apiUrl}/health`).then(
      (r) => r.status,
      () => 0,
    );
  const sendCode = (email: string) =>
    fetch(`${apiUrl}/auth/otp/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    }).then((r) => r.status);
  const mailCount = (email: string) =>
    mailTo(inboxUrl, email).then(
      (m) => m.length,
      () => -1,
    );

  beforeAll(async () => {
    const [mongoPort, smtpPort, webPort, apiPort] = await Promise.all([findFreePort(), findFreePort(), findFreePort(), findFreePort()]);
    const mongoUri = await superviseDatabase(supervisor, { port: mongoPort, dataDir: path.join(dataDir, 'db'), log: () => undefined });
    const smtpUrl = await superviseInbox(supervisor, { smtpPort, webPort, mailDirectory: path.join(dataDir, 'mail') });
    inboxUrl = `http://127.0.0.1:${webPort}`;
    const env = {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      OTP_SECRET: randomBytes(32).toString('hex'),
      MONGODB_URI: mongoUri,
      SMTP_URL: smtpUrl,
    };
    await superviseApi(supervisor, { port: apiPort, env, logStream: createWriteStream(path.join(dataDir, 'api.log')) });
    apiUrl = `http://127.0.0.1:${apiPort}`;
    await until('the API is healthy', async () => (await health()) === 200, 60_000);
  }, 90_000);

  afterAll(async () => {
    await supervisor.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('the database killed and the inbox stopped come back by themselves; the API answers again and the earlier mail is listed', async () => {
    expect(await sendCode('before@healing.test')).toBe(200);
    await until('the inbox lists the first mail', async () => (await mailCount('before@healing.test')) === 1);

    const database = supervisor.childOf('database');
    const inbox = supervisor.childOf('mail inbox');
    database?.kill('SIGKILL');
    inbox?.kill('SIGTERM');

    await until('both are running again', () => {
      const [db, mail] = [supervisor.childOf('database'), supervisor.childOf('mail inbox')];
      return Boolean(db && mail && db !== database && mail !== inbox);
    });
    expect(lines).toContain('[database] was killed by SIGKILL; restarting in 200 ms');
    expect(lines).toContain('[mail inbox] exited with code 0; restarting in 200 ms');
    expect(lines).toEqual(expect.arrayContaining(['[database] running again', '[mail inbox] running again']));

    // The API kept running and finds the database again by itself; the inbox read its mail folder back.
    await until('the API answers /health again', async () => (await health()) === 200);
    expect(await mailCount('before@healing.test')).toBe(1);
    expect(await sendCode('after@healing.test')).toBe(200);
    await until('the inbox lists the new mail', async () => (await mailCount('after@healing.test')) === 1);
    expect(supervisor.childOf('api')?.exitCode).toBeNull();
  }, 60_000);
});
