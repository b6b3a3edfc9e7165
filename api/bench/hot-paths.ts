/**
 * `npm run bench:api`: the hot paths on two API workers (server.ts with API_WORKERS=2, as in
 * production) over a database seeded to a realistic size, with autocannon at 200 connections, one
 * route after the other in one run: GET /health, /me, /public/program, /public/seats,
 * /student/journey and the CA's first page of invoices. Prints req/s, p50/p99 latency and each
 * route's rate as a share of /health beside its target (/me and /student/journey >= 50 %,
 * /public/program and /public/seats >= 80 %).
 *
 * The signed-in routes are asked by BENCH_TOKENS (default 1,000) different students in turn, each
 * with a session of their own, so no answer is one account's repeated lookup.
 * Seeds BENCH_STUDENTS (default 20,000) fee-verified students with their invoices (the seeder of
 * `npm run seed:invoices`), a verified ID proof each, and the active cohort's free seats taken.
 * BENCH_DURATION (seconds per route, default 10), BENCH_CONNECTIONS (default 200) change the
 * load; BENCH_PROFILE=DIR writes a V8 CPU profile of each worker there (node --cpu-prof).
 * Starts the embedded database in a temporary directory unless MONGODB_URI is set.
 * Figures only: nothing here fails on a timing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import mongoose, { Types } from 'mongoose';
import { SPECIALIZATIONS } from '@portal/domain/constants';
import { findFreePort, stopChild } from '@portal/stack/services.mjs';
import { buildApp } from '../src/app.ts';
import { seedFeeVerifiedStudents } from '../src/commands/seed-invoices.ts';
import { loadConfig } from '../src/config.ts';
import { REFRESH_TOKEN_TTL_MS } from '../src/features/auth/session-service.ts';
import { ensureUser } from '../src/features/auth/user-service.ts';
import type { UserDoc } from '../src/lib/models.ts';
import { runBench, withBenchDatabase } from './lib/bench-stack.ts';
import { printTable, runLoad, type LoadResult } from './lib/load.ts';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 20_000);
const TOKENS = Number(process.env.BENCH_TOKENS ?? 500);
const duration = Number(process.env.BENCH_DURATION ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 200);
const WARMUP_SECONDS = 2;
/** Each signed-in student's requests in the warm-up: their first views (the reads each worker then keeps) are all in it. */
const WARMUP_ROUNDS = 8;
const API_DIR = path.resolve(import.meta.dirname, '..');

interface Route {
  name: string;
  path: string;
  /** Share of the /health rate to reach, in percent. */
  target?: number;
  tokens?: string[];
}

/** Starts server.ts with two workers and waits until both listen. */
async function startWorkers(env: Record<string, string>, profileDir: string | undefined): Promise<{ child: ChildProcess; base: string }> {
  const port = await findFreePort();
  const child = spawn(
    process.execPath,
    [...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), '--import', 'tsx', 'src/server.ts'],
    {
      cwd: API_DIR,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, ...env, API_WORKERS: '2', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'info' },
    },
  );
  await new Promise<void>((resolve, reject) => {
    let listening = 0;
    let pending = '';
    const timer = setTimeout(() => reject(new Error('the API workers did not start within 120 s')), 120_000);
    child.once('exit', (code) => reject(new Error(`the API exited (${code}) before listening`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (!line.includes('Server listening')) continue;
        if (++listening === 2) {
          clearTimeout(timer);
          resolve();
        }
      }
    });
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

/** One route under load for `seconds`, or `amount` requests; signed-in routes send the tokens in turn. */
function load(base: string, route: Route, seconds: number, amount?: number): Promise<LoadResult> {
  const tokens = route.tokens;
  let next = 0;
  return runLoad({
    url: `${base}${route.path}`,
    connections,
    duration: seconds,
    ...(amount ? { amount } : {}),
    ...(tokens
      ? {
          requests: [
            {
              method: 'GET',
              setupRequest: (request: { headers?: Record<string, string> }) => ({
                ...request,
                headers: { ...request.headers, authorization: `Bearer ${tokens[next++ % tokens.length]}` },
              }),
            },
          ],
        }
      : {}),
  });
}

runBench(() =>
  withBenchDatabase(async (mongoUri) => {
    const jwtSecret = randomBytes(32).toString('hex');
    const env = {
      NODE_ENV: 'test',
      MONGODB_URI: mongoUri,
      MONGODB_DB: `bench_hot_${Date.now()}`,
      JWT_SECRET: jwtSecret,
      OTP_SECRET: randomBytes(32).toString('hex'),
    };
    const config = loadConfig({ ...process.env, ...env, LOG_LEVEL: 'silent' }, { requireMongo: true, warn: () => undefined });
    const app = await buildApp(config, { logger: false, server: { pluginTimeout: 120_000 } });
    let routes: Route[];
    let sizes: [string, number][];
    try {
      const { models } = app;
      console.log(`Seeding ${STUDENTS} fee-verified students, their invoices, ID proofs and the cohort's free seats…`);
      const started = Date.now();
      await seedFeeVerifiedStudents(models, config.seller, STUDENTS);
      const students = await models.User.find({ role: 'STUDENT' }, { _id: 1, email: 1 }).lean<Pick<UserDoc, '_id' | 'email'>[]>();
      const proofs = students.map((s) => ({
        userId: s._id,
        userEmail: s.email,
        activeKey: String(s._id),
        fileId: String(new Types.ObjectId()),
        fileName: 'id.pdf',
        mimeType: 'application/pdf',
        sizeBytes: 120_000,
        sha256: randomBytes(32).toString('hex'),
        uploadedAt: new Date(),
        status: 'VERIFIED',
        reviewedAt: new Date(),
        reviewedBy: 'admin@example.com',
      }));
      for (let i = 0; i < proofs.length; i += 1000) await models.IdProof.insertMany(proofs.slice(i, i + 1000));
      // The active cohort's seats above the configured baseline, each taken by one student.
      const cohort = await app.cohorts.active();
      const selections: object[] = [];
      for (const spec of SPECIALIZATIONS) {
        for (let seat = (config.seatBaseline[spec.name] ?? 0) + 1; seat <= (cohort.seats[spec.name] ?? 0); seat++) {
          const student = students[selections.length];
          if (!student) break;
          selections.push({
            userId: student._id,
            cohortId: cohort._id,
            specialization: spec.name,
            seatNumber: seat,
            startDateCode: 'BENCH',
            startDate: cohort.internshipStartDates[0],
            durationWeeks: cohort.durationsWeeks[0],
            finalizedAt: new Date(),
          });
        }
      }
      await models.SpecializationSelection.insertMany(selections);
      // A session of its own for each student who asks (spread over the whole collection), and the CA's.
      const askers = Array.from(
        { length: Math.min(TOKENS, students.length) },
        (_, i) => students[Math.floor((i * students.length) / TOKENS)]!,
      );
      const sessions = askers.map((s) => ({ _id: randomUUID(), userId: s._id, expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS) }));
      await models.Session.insertMany(sessions);
      const tokens = sessions.map((s) => app.jwt.sign({ sub: String(s.userId), role: 'STUDENT', sid: s._id }));
      const { user: ca } = await ensureUser(models, 'ca-bench@example.com', 'CA');
      const caSession = { _id: randomUUID(), userId: ca._id, expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS) };
      await models.Session.create(caSession);
      const caToken = app.jwt.sign({ sub: String(ca._id), role: 'CA', sid: caSession._id });
      console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
      sizes = [];
      for (const { name } of await app.mongo.db!.listCollections().toArray()) {
        if (name.startsWith('system.')) continue;
        sizes.push([name, await app.mongo.db!.collection(name).countDocuments()]);
      }
      sizes.sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
      routes = [
        { name: 'GET /health', path: '/health' },
        { name: 'GET /me', path: '/me', target: 50, tokens },
        { name: 'GET /public/program', path: '/public/program', target: 80 },
        { name: 'GET /public/seats', path: '/public/seats', target: 80 },
        { name: 'GET /student/journey', path: '/student/journey', target: 50, tokens },
        { name: "GET /ca/invoices/list (CA's first page)", path: '/ca/invoices/list', tokens: [caToken] },
      ];
    } finally {
      await app.close();
    }
    console.log(
      `Collection sizes: ${sizes
        .filter(([, n]) => n > 0)
        .map(([name, n]) => `${name} ${n.toLocaleString('en-US')}`)
        .join(', ')}.`,
    );

    // The cache revisions the workers read: the run writes nothing, so they must not move while it is measured.
    const watcher = await mongoose.createConnection(mongoUri, { dbName: env.MONGODB_DB }).asPromise();
    const revisions = async () => JSON.stringify(await watcher.collection('cache_revisions').findOne({}, { projection: { _id: 0 } }));
    const profileDir = process.env.BENCH_PROFILE ? path.resolve(process.env.BENCH_PROFILE) : undefined;
    const { child, base } = await startWorkers(env, profileDir);
    try {
      for (const route of routes) {
        const check = await fetch(`${base}${route.path}`, {
          headers: route.tokens ? { authorization: `Bearer ${route.tokens[0]}` } : {},
        });
        if (check.status !== 200) throw new Error(`${route.name} answered ${check.status} before the run: ${await check.text()}`);
      }
      console.log(
        `\nNode ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'}), load average ${os.loadavg()[0]?.toFixed(1)}; ` +
          `two API workers; autocannon ${connections} connections, ${duration} s per route after a warm-up ` +
          `(${WARMUP_SECONDS} s; a signed-in route: ${WARMUP_ROUNDS} requests of each of its ${TOKENS} students, its "first views" rate).`,
      );
      const results: [Route, LoadResult, LoadResult][] = [];
      const revisionsBefore = await revisions();
      for (const route of routes) {
        const warm =
          route.tokens && route.tokens.length > 1
            ? await load(base, route, 60, route.tokens.length * WARMUP_ROUNDS)
            : await load(base, route, WARMUP_SECONDS);
        results.push([route, await load(base, route, duration), warm]);
      }
      const revisionsAfter = await revisions();
      console.log(
        revisionsAfter === revisionsBefore
          ? `The cache revisions did not move during the run (${revisionsAfter}).`
          : `The cache revisions moved during the run: ${revisionsBefore} -> ${revisionsAfter}.`,
      );
      const health = results[0]![1].requests.average;
      printTable([
        ['route', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'of /health', 'target', 'verdict', 'first views req/s'],
        ...results.map(([route, r, warm]) => {
          const share = (r.requests.average / Math.max(1, health)) * 100;
          return [
            route.name,
            r.requests.average.toFixed(0),
            String(r.latency.p50),
            String(r.latency.p99),
            String(r.non2xx),
            String(r.errors + r.timeouts),
            route.path === '/health' ? '100%' : `${share.toFixed(0)}%`,
            route.target ? `>= ${route.target}%` : '',
            route.target ? (share >= route.target && r.non2xx === 0 ? 'met' : 'NOT met') : '',
            route.tokens && route.tokens.length > 1 ? warm.requests.average.toFixed(0) : '',
          ];
        }),
      ]);
      for (const [route, r] of results) {
        const codes = Object.entries(r.statusCodeStats ?? {}).filter(([code]) => !code.startsWith('2'));
        if (codes.length) console.log(`${route.name} answered ${codes.map(([code, { count }]) => `${count} × ${code}`).join(', ')}.`);
      }
    } finally {
      await watcher.close();
      await stopChild(child);
      if (profileDir) console.log(`CPU profiles of the primary and both workers in ${profileDir} (open in Chrome DevTools or speedscope).`);
    }
  }),
);
