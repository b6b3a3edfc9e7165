/**
 * The database away: with the embedded server frozen (SIGSTOP: its connections stay
 * open and nothing answers), every new request answers 503 {statusCode, error, message} with
 * Retry-After within 2 s; /health says the database is down, with Retry-After too; when the server
 * runs on (SIGCONT) the API serves again by itself within a second. A request already in its handler
 * when the database stopped is not answered 503 for it: it waits, and answers its real result when
 * the database returns (a write it made went through, so a 503 would tell the client a falsehood),
 * unless the database stays away: it answers 503 with Retry-After once the API finds the database
 * away, within seconds rather than for the whole pause.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { API_MESSAGES } from '../src/lib/messages.ts';
import { DB_RETRY_AFTER_SECONDS } from '../src/plugins/db-availability.ts';
import { testConfig } from './helpers/app.ts';
import { signInAs, type SignedInUser } from './helpers/factories.ts';
import {
  EXTERNAL_SERVER,
  RESTART_TEST_TIMEOUT_MS,
  startPrivateEmbeddedMongo,
  type PrivateServer,
} from './helpers/private-embedded-mongo.ts';

describe.skipIf(EXTERNAL_SERVER)(`the database away${EXTERNAL_SERVER ? ` (skipped: ${EXTERNAL_SERVER})` : ''}`, () => {
  let server: PrivateServer;
  let app: App;
  let student: SignedInUser;
  let admin: SignedInUser;

  beforeAll(async () => {
    server = await startPrivateEmbeddedMongo();
    app = await buildApp(testConfig({ mongodbUri: server.uri }), { logger: false });
    student = await signInAs(app, 'STUDENT');
    admin = await signInAs(app, 'ADMIN');
  }, RESTART_TEST_TIMEOUT_MS);

  afterAll(async () => {
    server?.resume();
    await app?.close();
    await server?.destroy();
  });

  const requests = () => [
    app.inject({ method: 'GET', url: '/me', headers: student.headers }),
    app.inject({ method: 'GET', url: '/student/journey', headers: student.headers }),
    app.inject({ method: 'GET', url: '/admin/api/students', headers: admin.headers }),
    app.inject({ method: 'POST', url: '/auth/otp/send', payload: { email: 'someone@example.com' } }),
  ];

  it(
    'answers 503 with Retry-After within 2 s while it is frozen, names it on /health, and recovers when it runs on',
    async () => {
      expect((await app.inject({ method: 'GET', url: '/me', headers: student.headers })).statusCode).toBe(200);

      server.pause();
      let inHandlers: Awaited<ReturnType<typeof app.inject>>[] = [];
      try {
        // Sent the moment the database stops answering: these may enter their handlers before the
        // API knows, and then answer whatever their queries give once the database returns.
        const early = Promise.all(requests()).then((answers) => (inHandlers = answers));
        const started = Date.now();
        // A fresh request every 50 ms, until one is refused: one that entered its handler before the
        // verdict waits for the database, so none is awaited here.
        let firstMs = Infinity;
        const probes: Promise<unknown>[] = [];
        while (firstMs === Infinity && Date.now() - started < 5_000) {
          probes.push(
            app.inject({ method: 'GET', url: '/me', headers: student.headers }).then((res) => {
              if (res.statusCode === 503) firstMs = Math.min(firstMs, Date.now() - started);
            }),
          );
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        // Once the API knows, every new request is refused at once.
        const again = Date.now();
        const second = await Promise.all(requests());
        const secondMs = Date.now() - again;
        for (const res of second) {
          expect(res.statusCode, res.body).toBe(503);
          expect(res.headers['retry-after']).toBe(String(DB_RETRY_AFTER_SECONDS));
          expect(res.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: API_MESSAGES.databaseUnavailable });
        }
        console.log(`database frozen: new requests answered 503 after ${firstMs} ms, a batch in ${secondMs} ms`);
        expect(firstMs).toBeLessThan(2_000);
        expect(secondMs).toBeLessThan(500);
        const health = await app.inject({ method: 'GET', url: '/health' });
        expect(health.statusCode).toBe(503);
        expect(health.headers['retry-after']).toBe(String(DB_RETRY_AFTER_SECONDS));
        expect(health.json()).toEqual({ status: 'error', db: 'down' });
        void early;
        void probes;
      } finally {
        server.resume();
      }
      const resumed = Date.now();
      await expect
        .poll(async () => (await app.inject({ method: 'GET', url: '/me', headers: student.headers })).statusCode, {
          timeout: 15_000,
          interval: 50,
        })
        .toBe(200);
      const recoveryMs = Date.now() - resumed;
      console.log(`database running again: served after ${recoveryMs} ms`);
      expect(recoveryMs).toBeLessThan(1_000);
      // The requests caught in their handlers answered their real result (or a 503 from their own query's failure).
      await expect.poll(() => inHandlers.length, { timeout: 15_000 }).toBe(4);
      for (const res of inHandlers) {
        expect([200, 503], res.body).toContain(res.statusCode);
        if (res.statusCode === 503) expect(res.headers['retry-after']).toBe(String(DB_RETRY_AFTER_SECONDS));
      }
      expect((await app.inject({ method: 'GET', url: '/health' })).json()).toEqual({ status: 'ok', db: 'up' });
      // Another address: the one sent while the database was away may have gone through (one code a minute).
      const otp = await app.inject({ method: 'POST', url: '/auth/otp/send', payload: { email: 'someone.else@example.com' } });
      expect(otp.statusCode, otp.body).toBe(200);
    },
    RESTART_TEST_TIMEOUT_MS,
  );

  it(
    'answers a request already in its handler 503 with Retry-After within seconds, not when the database returns',
    async () => {
      expect((await app.inject({ method: 'GET', url: '/me', headers: student.headers })).statusCode).toBe(200);
      // Far longer than the operation deadline: a request that waited for the database would still be waiting.
      const PAUSE_MS = 20_000;
      server.pause();
      try {
        const started = Date.now();
        // Sent the moment the database stops answering, before any ping has missed its deadline: they
        // pass the availability check and wait in their handlers for queries the database never answers.
        const inFlight = Promise.all(requests().map((answer) => answer.then((res) => ({ res, ms: Date.now() - started }))));
        const answers = await Promise.race([inFlight, new Promise<null>((resolve) => setTimeout(() => resolve(null), PAUSE_MS).unref())]);
        expect(answers, 'still waiting for the database').not.toBeNull();
        // One its caches could answer without the database answers 200; the others 503.
        for (const { res } of answers ?? []) {
          expect([200, 503], res.body).toContain(res.statusCode);
          if (res.statusCode !== 503) continue;
          expect(res.headers['retry-after']).toBe(String(DB_RETRY_AFTER_SECONDS));
          expect(res.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: API_MESSAGES.databaseUnavailable });
        }
        expect((answers ?? []).filter(({ res }) => res.statusCode === 503).length).toBeGreaterThan(0);
        // Within seconds of the freeze (the ping's verdict), however long the database stays away.
        for (const { ms } of answers ?? []) expect(ms).toBeLessThan(PAUSE_MS / 2);
        console.log(`database frozen: requests in their handlers answered 503 after ${(answers ?? []).map((a) => a.ms).join(', ')} ms`);
      } finally {
        server.resume();
      }
      await expect
        .poll(async () => (await app.inject({ method: 'GET', url: '/me', headers: student.headers })).statusCode, {
          timeout: 15_000,
          interval: 50,
        })
        .toBe(200);
    },
    RESTART_TEST_TIMEOUT_MS,
  );
});
