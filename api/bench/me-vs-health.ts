/**
 * `npm run bench:api`: requests per second and p99 latency of GET /health (one database ping)
 * against an authenticated GET /me (JWT check + user and session reads), with autocannon,
 * 50 connections for 10 s each. Starts the embedded database in a temporary directory unless
 * MONGODB_URI is set; BENCH_DURATION (seconds) and BENCH_CONNECTIONS override the load.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error autocannon ships no type declarations
import autocannon from 'autocannon';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createSession } from '../src/lib/sessions.ts';
import { ensureUser } from '../src/lib/users.ts';
import { startEmbeddedMongo } from '../../scripts/lib/embedded-mongo.mjs';
import { findFreePort, stopChild } from '../../scripts/lib/services.mjs';

interface CannonResult {
  requests: { average: number; total: number };
  latency: { p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);


function run(url: string, headers: Record<string, string> = {}): Promise<CannonResult> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, headers }, (err: Error | null, result: CannonResult) => (err ? reject(err) : resolve(result)));
  });
}

async function main() {
  let mongo: Awaited<ReturnType<typeof startEmbeddedMongo>> | null = null;
  let dataDir: string | null = null;
  let mongoUri = process.env.MONGODB_URI ?? '';
  if (!mongoUri) {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'career-portal-bench-'));
    console.log('Starting the embedded database…');
    mongo = await startEmbeddedMongo({ port: await findFreePort(), dataDir });
    mongoUri = mongo!.uri;
  }

  const config = loadConfig(
    { ...process.env, NODE_ENV: 'test', MONGODB_URI: mongoUri, MONGODB_DB: `bench_${Date.now()}`, LOG_LEVEL: 'silent' },
    { requireMongo: true, warn: () => undefined },
  );
  const app = await buildApp(config, { logger: false });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as net.AddressInfo;
    const base = `http://127.0.0.1:${port}`;

    const { user } = await ensureUser(app.models, 'bench@example.com');
    const { sid } = await createSession(app.models, user._id, 'bench');
    const token = app.jwt.sign({ sub: String(user._id), role: 'STUDENT', sid });
    const check = await fetch(`${base}/me`, { headers: { authorization: `Bearer ${token}` } });
    if (check.status !== 200) throw new Error(`GET /me answered ${check.status} before the run`);

    console.log(`autocannon: ${connections} connections, ${duration} s per route`);
    const health = await run(`${base}/health`);
    const me = await run(`${base}/me`, { authorization: `Bearer ${token}` });

    const rows = [
      ['route', 'req/s', 'p99 ms', 'avg ms', 'requests', 'non-2xx', 'errors'],
      ...([['GET /health', health], ['GET /me (auth)', me]] as const).map(([name, r]) => [
        name,
        r.requests.average.toFixed(0),
        String(r.latency.p99),
        r.latency.average.toFixed(2),
        String(r.requests.total),
        String(r.non2xx),
        String(r.errors + r.timeouts),
      ]),
    ];
    const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
    const line = (row: string[]) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
    console.log('');
    console.log(line(rows[0]!));
    console.log(widths.map((w) => '-'.repeat(w)).join('  '));
    for (const row of rows.slice(1)) console.log(line(row));
    console.log('');
    console.log(`GET /me serves ${(me.requests.average / Math.max(1, health.requests.average) * 100).toFixed(0)}% of the /health rate.`);
  } finally {
    await app.mongo.dropDatabase().catch(() => undefined);
    await app.close();
    if (mongo) await stopChild(mongo.child);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
