/**
 * `npm run bench:ca`: latency of the CA invoice calls over BENCH_INVOICES (default 20,000)
 * invoices seeded through the issuing code path into a database of its own, each call beside
 * GET /health measured in the same run. One request at a time (the latency a person waits),
 * BENCH_SAMPLES (default 60) per call after a warm-up; prints p50 and p95 in milliseconds.
 * Target on the embedded database: stats + first page p95 <= 150 ms at 20,000 invoices.
 * Starts the embedded database in a temporary directory unless MONGODB_URI is set.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { seedFeeVerifiedStudents } from '../src/commands/seed-invoices.ts';
import { createSession } from '../src/lib/sessions.ts';
import { ensureUser } from '../src/lib/users.ts';
import { startEmbeddedMongo } from '../../scripts/lib/embedded-mongo.mjs';
import { findFreePort, stopChild } from '../../scripts/lib/services.mjs';
import { startBenchApp } from './lib/bench-app.ts';
import { printTable } from './lib/load.ts';

const INVOICES = Number(process.env.BENCH_INVOICES ?? 20_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 60);
const WARMUP = 5;
const TARGET_MS = 150;

interface Measured {
  name: string;
  samples: number;
  p50: number;
  p95: number;
  detail: string;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function measure(name: string, url: string, headers: Record<string, string>, samples: number, describe: (body: string) => string): Promise<Measured> {
  let detail = '';
  const times: number[] = [];
  for (let i = 0; i < WARMUP + samples; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers });
    const body = await res.text();
    const ms = performance.now() - started;
    if (res.status !== 200) throw new Error(`${name} answered ${res.status}: ${body.slice(0, 200)}`);
    if (i >= WARMUP) times.push(ms);
    detail = describe(body);
  }
  times.sort((a, b) => a - b);
  return { name, samples, p50: percentile(times, 50), p95: percentile(times, 95), detail };
}

async function main() {
  let mongo: Awaited<ReturnType<typeof startEmbeddedMongo>> | null = null;
  let dataDir: string | null = null;
  let mongoUri = process.env.MONGODB_URI ?? '';
  if (!mongoUri) {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'career-portal-bench-ca-'));
    console.log('Starting the embedded database…');
    mongo = await startEmbeddedMongo({ port: await findFreePort(), dataDir });
    mongoUri = mongo!.uri;
  }
  const { app, base } = await startBenchApp({ ...process.env, MONGODB_URI: mongoUri, MONGODB_DB: `bench_ca_${Date.now()}` });
  try {
    console.log(`Seeding ${INVOICES} fee-verified students and their invoices (the issuing code path; PDFs drawn on first download)…`);
    const seeded = await seedFeeVerifiedStudents(app.mongo, app.models, app.config.seller, INVOICES, {
      progress: (done, total) => process.stdout.write(`\r  ${done} of about ${total} invoices issued`),
    });
    process.stdout.write('\n');
    const total = await app.models.Invoice.countDocuments({});
    console.log(`Seeded ${seeded.issued} invoices (${seeded.cancelled} cancelled) in ${(seeded.ms / 1000).toFixed(1)} s; the collection holds ${total}.`);

    const { user } = await ensureUser(app.models, 'ca-bench@example.com', 'CA');
    const { sid } = await createSession(app.models, user._id, 'bench');
    const auth = { authorization: `Bearer ${app.jwt.sign({ sub: String(user._id), role: 'CA', sid })}` };

    const day = (d: Date) => d.toISOString().slice(0, 10);
    const year = `from=${day(seeded.from)}&to=${day(new Date())}`;
    const count = (body: string) => `${(JSON.parse(body) as { totalCount: number }).totalCount} invoices`;
    const items = (body: string) => {
      const page = JSON.parse(body) as { items: unknown[]; totalItems: number; page: number };
      return `page ${page.page}: ${page.items.length} of ${page.totalItems}`;
    };
    const csv = (body: string) => `${body.split('\n').length - 2} rows, ${(Buffer.byteLength(body) / 1024).toFixed(0)} KiB`;
    const middle = Math.floor(total / 50 / 2);

    console.log(`\nOne request at a time, ${SAMPLES} samples per call after ${WARMUP} warm-up requests (CSV of the year: ${Math.max(5, Math.floor(SAMPLES / 10))}).\n`);
    const rows: Measured[] = [];
    const run = async (name: string, pathAndQuery: string, describe: (b: string) => string, samples = SAMPLES) => {
      rows.push(await measure(name, `${base}${pathAndQuery}`, auth, samples, describe));
    };
    await run('GET /health', '/health', () => 'db up');
    await run('stats, default range (last month)', '/ca/invoices/stats', count);
    await run('list first page, default range', '/ca/invoices/list', items);
    await run('stats, twelve months', `/ca/invoices/stats?${year}`, count);
    await run('list first page, twelve months', `/ca/invoices/list?${year}`, items);
    await run('list middle page, twelve months', `/ca/invoices/list?${year}&page=${middle}`, items);
    await run('list last page of 200, twelve months', `/ca/invoices/list?${year}&size=200&page=${Math.ceil(total / 200) - 1}`, items);
    await run('stats, twelve months, q=sharma', `/ca/invoices/stats?${year}&q=sharma`, count);
    await run('list, twelve months, q=sharma', `/ca/invoices/list?${year}&q=sharma`, items);
    await run('CSV export, default range', '/ca/invoices/export.csv', csv, Math.max(5, Math.floor(SAMPLES / 4)));
    await run('CSV export, twelve months', `/ca/invoices/export.csv?${year}`, csv, Math.max(5, Math.floor(SAMPLES / 10)));
    printTable([['call', 'samples', 'p50 ms', 'p95 ms', 'answer'], ...rows.map((r) => [r.name, String(r.samples), r.p50.toFixed(1), r.p95.toFixed(1), r.detail])]);

    const target = rows.filter((r) => r.name.startsWith('stats, default') || r.name.startsWith('list first page, default'));
    const worst = Math.max(...target.map((r) => r.p95));
    console.log(`Target: stats + first page p95 <= ${TARGET_MS} ms at ${total} invoices: ${worst <= TARGET_MS ? 'met' : 'NOT met'} (worst p95 ${worst.toFixed(1)} ms).`);
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
