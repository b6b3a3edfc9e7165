/**
 * The API listening on a free local port for a benchmark, with one signed-in account whose access
 * token the load runs send (made directly, without the OTP flow, so no mail is involved).
 */
import type net from 'node:net';
import { buildApp, type App } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createSession } from '../../src/features/auth/session-service.ts';
import { ensureUser } from '../../src/features/auth/user-service.ts';

export interface BenchApp {
  app: App;
  /** http://127.0.0.1:PORT */
  base: string;
  /** Bearer token of bench@example.com (a STUDENT). */
  token: string;
}

/** env: variables as the environment would give them (MONGODB_URI, MONGODB_DB, SMTP_URL, limits...). */
export async function startBenchApp(env: Record<string, string | undefined>): Promise<BenchApp> {
  const config = loadConfig({ ...env, NODE_ENV: 'test', LOG_LEVEL: 'silent' }, { requireMongo: true, warn: () => undefined });
  // Creating every collection and index can outlast Fastify's 10 s plugin limit on a busy machine.
  const app = await buildApp(config, { logger: false, server: { pluginTimeout: 120_000 } });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as net.AddressInfo;
    const base = `http://127.0.0.1:${port}`;
    const { user } = await ensureUser(app.models, 'bench@example.com');
    const { sid } = await createSession(app.models, user._id, 'bench');
    const token = app.jwt.sign({ sub: String(user._id), role: 'STUDENT', sid });
    const check = await fetch(`${base}/me`, { headers: { authorization: `Bearer ${token}` } });
    if (check.status !== 200) throw new Error(`GET /me answered ${check.status} before the run`);
    return { app, base, token };
  } catch (err) {
    await app.close();
    throw err;
  }
}
