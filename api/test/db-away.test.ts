/**
 * The database away: with the embedded server frozen (SIGSTOP: its connections stay
 * open and nothing answers), every route answers 503 {statusCode, error, message} with Retry-After
 * within 2 s, a request already waiting in its handler included; /health says the database is
 * down; when the server runs on (SIGCONT) the API serves again by itself.
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
      try {
        // Sent the moment the database stops answering: some wait in their handlers until the verdict.
        const started = Date.now();
        const first = await Promise.all(requests());
        const firstMs = Date.now() - started;
        // And once the API knows.
        const again = Date.now();
        const second = await Promise.all(requests());
        const secondMs = Date.now() - again;
        for (const res of [...first, ...second]) {
          expect(res.statusCode, res.body).toBe(503);
          expect(res.headers['retry-after']).toBe(String(DB_RETRY_AFTER_SECONDS));
          expect(res.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: API_MESSAGES.databaseUnavailable });
        }
        console.log(`database frozen: first requests answered 503 in ${firstMs} ms, later ones in ${secondMs} ms`);
        expect(firstMs).toBeLessThan(2_000);
        expect(secondMs).toBeLessThan(500);
        const health = await app.inject({ method: 'GET', url: '/health' });
        expect(health.statusCode).toBe(503);
        expect(health.json()).toEqual({ status: 'error', db: 'down' });
      } finally {
        server.resume();
      }

      await expect
        .poll(async () => (await app.inject({ method: 'GET', url: '/me', headers: student.headers })).statusCode, { timeout: 15_000 })
        .toBe(200);
      expect((await app.inject({ method: 'GET', url: '/health' })).json()).toEqual({ status: 'ok', db: 'up' });
      const otp = await app.inject({ method: 'POST', url: '/auth/otp/send', payload: { email: 'someone@example.com' } });
      expect(otp.statusCode, otp.body).toBe(200);
    },
    RESTART_TEST_TIMEOUT_MS,
  );
});
