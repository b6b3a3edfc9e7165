/**
 * `npm run bench:api`: requests per second and p99 latency of GET /health (one database ping)
 * against an authenticated GET /me (JWT check + user and session reads), with autocannon,
 * 50 connections for 10 s each. Starts the embedded database in a temporary directory unless
 * MONGODB_URI is set; BENCH_DURATION (seconds) and BENCH_CONNECTIONS override the load.
 */
import { startBenchApp } from './lib/bench-app.ts';
import { closeBenchApp, runBench, withBenchDatabase } from './lib/bench-stack.ts';
import { LOAD_COLUMNS, loadRow, printTable, runLoad } from './lib/load.ts';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

runBench(() =>
  withBenchDatabase(async (mongoUri) => {
    const { app, base, token } = await startBenchApp({ ...process.env, MONGODB_URI: mongoUri, MONGODB_DB: `bench_${Date.now()}` });
    try {
      console.log(`autocannon: ${connections} connections, ${duration} s per route`);
      const health = await runLoad({ url: `${base}/health`, connections, duration });
      const me = await runLoad({ url: `${base}/me`, connections, duration, headers: { authorization: `Bearer ${token}` } });
      printTable([LOAD_COLUMNS, loadRow('GET /health', health), loadRow('GET /me (auth)', me)]);
      console.log(
        `GET /me serves ${((me.requests.average / Math.max(1, health.requests.average)) * 100).toFixed(0)}% of the /health rate.`,
      );
    } finally {
      await closeBenchApp(app);
    }
  }),
);
