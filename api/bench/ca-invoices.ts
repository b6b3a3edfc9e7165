/**
 * `npm run bench:ca`: latency of the CA invoice calls over BENCH_INVOICES (default 20,000)
 * invoices seeded through the issuing code path into a database of its own, each call beside
 * GET /health measured in the same run. One request at a time (the latency a person waits),
 * BENCH_SAMPLES (default 60) per call after a warm-up; prints p50 and p95 in milliseconds. The CA
 * figures are cached under the invoices' revision, so the views are measured twice: repeated, and
 * right after a write to the invoices (the first view after an invoice is issued or cancelled).
 * Target on the embedded database: stats + first page p95 <= 150 ms at 20,000 invoices.
 * Starts the embedded database in a temporary directory unless MONGODB_URI is set.
 */
import { performance } from 'node:perf_hooks';
import { Types } from 'mongoose';
import { seedFeeVerifiedStudents } from '../src/commands/seed-invoices.ts';
import { createSession } from '../src/features/auth/session-service.ts';
import { ensureUser } from '../src/features/auth/user-service.ts';
import { startBenchApp } from './lib/bench-app.ts';
import { closeBenchApp, runBench, withBenchDatabase } from './lib/bench-stack.ts';
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

/** Times `samples` runs of the requests to `urls` sent together (as the screen sends stats and list); `before` runs untimed before each. */
async function measure(
  name: string,
  urls: string[],
  headers: Record<string, string>,
  samples: number,
  describe: (body: string) => string,
  before?: () => Promise<void>,
): Promise<Measured> {
  let detail = '';
  const times: number[] = [];
  for (let i = 0; i < WARMUP + samples; i++) {
    await before?.();
    const started = performance.now();
    const bodies = await Promise.all(
      urls.map(async (url) => {
        const res = await fetch(url, { headers });
        const body = await res.text();
        if (res.status !== 200) throw new Error(`${name} answered ${res.status}: ${body.slice(0, 200)}`);
        return body;
      }),
    );
    const ms = performance.now() - started;
    if (i >= WARMUP) times.push(ms);
    detail = describe(bodies[0] as string);
  }
  times.sort((a, b) => a - b);
  return { name, samples, p50: percentile(times, 50), p95: percentile(times, 95), detail };
}

runBench(() =>
  withBenchDatabase(async (mongoUri) => {
    const { app, base } = await startBenchApp({ ...process.env, MONGODB_URI: mongoUri, MONGODB_DB: `bench_ca_${Date.now()}` });
    try {
      console.log(`Seeding ${INVOICES} fee-verified students and their invoices (the issuing code path; PDFs drawn on first download)…`);
      const seeded = await seedFeeVerifiedStudents(app.models, app.config.seller, INVOICES, {
        progress: (done, total) => process.stdout.write(`\r  ${done} of ${total} invoices and credit notes written`),
      });
      process.stdout.write('\n');
      const total = await app.models.Invoice.countDocuments({});
      console.log(
        `Seeded ${seeded.issued} invoices and ${seeded.credited} credit notes in ${(seeded.ms / 1000).toFixed(1)} s; the collection holds ${total}.`,
      );

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

      console.log(
        `\nOne request at a time, ${SAMPLES} samples per call after ${WARMUP} warm-up requests (CSV of the year: ${Math.max(5, Math.floor(SAMPLES / 10))}).\n`,
      );
      const rows: Measured[] = [];
      const run = async (
        name: string,
        pathAndQuery: string | string[],
        describe: (b: string) => string,
        samples = SAMPLES,
        before?: () => Promise<void>,
      ) => {
        const paths = Array.isArray(pathAndQuery) ? pathAndQuery : [pathAndQuery];
        rows.push(
          await measure(
            name,
            paths.map((p) => `${base}${p}`),
            auth,
            samples,
            describe,
            before,
          ),
        );
      };
      // Any write through the invoice model moves the revision the figures are cached under.
      const write = async () => {
        await app.models.Invoice.updateOne({ _id: new Types.ObjectId() }, { $set: { description: null } });
      };
      const cold = Math.max(10, Math.floor(SAMPLES / 3));
      await run('GET /health', '/health', () => 'db up');
      await run('stats, default range (last month)', '/ca/invoices/stats', count);
      await run('list first page, default range', '/ca/invoices/list', items);
      await run('stats + first page together, default range', ['/ca/invoices/stats', '/ca/invoices/list'], count);
      await run('stats, default range, after a write (cold)', '/ca/invoices/stats', count, cold, write);
      await run('list first page, after a write (cold)', '/ca/invoices/list', items, cold, write);
      await run('stats + first page together, after a write', ['/ca/invoices/stats', '/ca/invoices/list'], count, cold, write);
      await run('stats, twelve months', `/ca/invoices/stats?${year}`, count);
      await run('list first page, twelve months', `/ca/invoices/list?${year}`, items);
      await run('list middle page, twelve months', `/ca/invoices/list?${year}&page=${middle}`, items);
      await run('list last page of 200, twelve months', `/ca/invoices/list?${year}&size=200&page=${Math.ceil(total / 200) - 1}`, items);
      await run('stats, twelve months, q=sharma', `/ca/invoices/stats?${year}&q=sharma`, count);
      await run('list, twelve months, q=sharma', `/ca/invoices/list?${year}&q=sharma`, items);
      // GSTR-1 of last month (the screen's default): one pass over the month's documents.
      const lastMonth = new Date(Date.now() - 31 * 86_400_000).toISOString().slice(0, 7);
      const gstr1 = (body: string) => {
        const docs = (JSON.parse(body) as { doc_issue: { doc_det: { docs: { totnum: number }[] }[] } }).doc_issue.doc_det;
        return `${docs.reduce((t, d) => t + (d.docs[0]?.totnum ?? 0), 0)} documents`;
      };
      await run(`GSTR-1 JSON of ${lastMonth}`, `/ca/gstr1?month=${lastMonth}`, gstr1);
      await run(`GSTR-1 JSON of ${lastMonth}, after a write (cold)`, `/ca/gstr1?month=${lastMonth}`, gstr1, cold, write);
      await run('CSV export, default range', '/ca/invoices/export.csv', csv, Math.max(5, Math.floor(SAMPLES / 4)));
      await run('CSV export, twelve months', `/ca/invoices/export.csv?${year}`, csv, Math.max(5, Math.floor(SAMPLES / 10)));
      printTable([
        ['call', 'samples', 'p50 ms', 'p95 ms', 'answer'],
        ...rows.map((r) => [r.name, String(r.samples), r.p50.toFixed(1), r.p95.toFixed(1), r.detail]),
      ]);

      const verdict = (label: string, prefix: string) => {
        const row = rows.find((r) => r.name.startsWith(prefix));
        if (row)
          console.log(
            `Target (stats + first page p95 <= ${TARGET_MS} ms at ${total} invoices), ${label}: ${row.p95 <= TARGET_MS ? 'met' : 'NOT met'} (p95 ${row.p95.toFixed(1)} ms).`,
          );
      };
      verdict('repeated views', 'stats + first page together, default');
      verdict('first view after a write', 'stats + first page together, after');
    } finally {
      await closeBenchApp(app);
    }
  }),
);
