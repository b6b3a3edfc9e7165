/**
 * `npm run bench:db`: the embedded database (mongo-java-server + H2) as the number of accounts grows.
 * Starts its own servers in temporary folders (MONGODB_URI is ignored) and prints, with the sizes
 * they were measured at:
 *  1. what making each acknowledged write durable costs (commit before every reply, with and without
 *     fsync, against H2's timed autocommit), and what a SIGKILL of the server loses in each mode;
 *  2. milliseconds per findOne by _id, findOne by e-mail and countDocuments({feeVerified:false}) on
 *     the real `users` collection at 100, 1,000, 5,000 and 20,000 accounts;
 *  3. at 20,000 accounts, req/s and p99 of GET /health, an authenticated GET /me and
 *     POST /auth/otp/send (through the embedded maildev inbox), with autocannon;
 *  4. the server's peak resident memory.
 * BENCH_SIZES (e.g. "100,1000"), BENCH_DURATION (seconds per route, default 10) and
 * BENCH_CONNECTIONS (default 50) change the load. Figures only: nothing here asserts a timing.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose, { Types, type Connection } from 'mongoose';
import { createModels } from '../src/lib/models.ts';
import { EMBEDDED_MONGO_JVM_OPTIONS, startEmbeddedMongo } from '@portal/stack/embedded-mongo.mjs';
import { findFreePort, startMaildev, stopChild } from '@portal/stack/services.mjs';
import { startBenchApp } from './lib/bench-app.ts';
import { LOAD_COLUMNS, loadRow, printTable, runLoad } from './lib/load.ts';

const SIZES = (process.env.BENCH_SIZES ?? '100,1000,5000,20000').split(',').map(Number);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const STORE_FILE = 'mongo.mv.db';

type Server = Awaited<ReturnType<typeof startEmbeddedMongo>>;

const tempDirs: string[] = [];
const servers: Server[] = [];

function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'career-portal-bench-db-'));
  tempDirs.push(dir);
  return dir;
}

async function startServer(dataDir: string, serverArgs: string[] = []): Promise<Server> {
  const server = await startEmbeddedMongo({ port: await findFreePort(), dataDir, serverArgs });
  servers.push(server);
  return server;
}

async function connect(uri: string, dbName: string): Promise<Connection> {
  return mongoose.createConnection(uri, { dbName, autoIndex: true, autoCreate: true }).asPromise();
}

/** Mean milliseconds of `times` sequential calls (i = 0..times-1), after a few unmeasured ones (i = times..). */
async function msPerCall(times: number, call: (i: number) => Promise<unknown>): Promise<number> {
  for (let i = times; i < times + 5; i++) await call(i);
  const start = performance.now();
  for (let i = 0; i < times; i++) await call(i);
  return (performance.now() - start) / times;
}

const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

/** Resident memory of a process from /proc (Linux): peak (VmHWM) and current (VmRSS). */
function residentMemory(pid: number | undefined): { peak: string; now: string } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { peak: `${(kb('VmHWM') / 1024).toFixed(0)} MB`, now: `${(kb('VmRSS') / 1024).toFixed(0)} MB` };
  } catch {
    return { peak: 'n/a', now: 'n/a' };
  }
}

const DURABILITY_MODES: Array<[string, string[]]> = [
  ['commit before each reply (default)', []],
  ['commit + fsync before each reply', ['--fsync']],
  ['H2 autocommit every 100 ms', ['--commit-delay-ms', '100']],
  ['H2 autocommit every 1 s (H2 alone)', ['--commit-delay-ms', '1000']],
];

/** Insert cost in one durability mode, and what a SIGKILL right after 200 acknowledged inserts keeps. */
async function durabilityRow(name: string, serverArgs: string[]): Promise<string[]> {
  const dir = tempDir();
  let server = await startServer(dir, serverArgs);
  let conn = await connect(server.uri, 'durability');
  const writes = conn.db!.collection('writes');
  await writes.createIndex({ key: 1 }, { unique: true });
  const pad = 'x'.repeat(300);
  // The JVM compiles the commit path only after some hundreds of calls: the first ones are slower.
  for (let i = 0; i < 1000; i++) await writes.insertOne({ key: `warm-${i}`, pad });
  const oneClient = await msPerCall(500, (i) => writes.insertOne({ key: `one-${i}`, pad }));
  const start = performance.now();
  await Promise.all(
    Array.from({ length: 20 }, async (_, c) => {
      for (let i = 0; i < 100; i++) await writes.insertOne({ key: `many-${c}-${i}`, pad });
    }),
  );
  const perSecond = 2000 / ((performance.now() - start) / 1000);

  const crash = conn.db!.collection('crash');
  for (let i = 0; i < 200; i++) await crash.insertOne({ i });
  const killed = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGKILL');
  await killed;
  const fileSize = statSync(path.join(dir, STORE_FILE)).size;
  await conn.close(true).catch(() => undefined);

  server = await startServer(dir, serverArgs);
  conn = await connect(server.uri, 'durability');
  const kept = await conn.db!.collection('crash').countDocuments();
  await conn.close();
  await stopChild(server.child);
  return [name, oneClient.toFixed(2), perSecond.toFixed(0), `${kept} of 200`, megabytes(fileSize)];
}

interface Account {
  _id: Types.ObjectId;
  email: string;
}

/** Adds accounts to `users` (as sign-up leaves them) until there are `target`, in batches of 1,000. */
async function growUsers(conn: Connection, accounts: Account[], target: number): Promise<void> {
  const users = conn.db!.collection('users');
  while (accounts.length < target) {
    const batch = [];
    for (let i = accounts.length; i < Math.min(target, accounts.length + 1000); i++) {
      const now = new Date();
      batch.push({
        _id: new Types.ObjectId(),
        email: `student-${String(i).padStart(6, '0')}@example.com`,
        role: 'STUDENT',
        studentId: `CP25-${String(i + 1).padStart(6, '0')}`,
        name: `Student ${i}`,
        phone: '9876543210',
        country: 'India',
        state: 'Karnataka',
        feeVerified: i % 3 !== 0,
        feeVerifiedAt: i % 3 !== 0 ? now : null,
        feePaid: i % 3 !== 0,
        paymentCurrency: 'INR',
        idVerified: false,
        createdAt: now,
        updatedAt: now,
      });
    }
    await users.insertMany(batch);
    accounts.push(...batch.map(({ _id, email }) => ({ _id, email })));
  }
}

async function main() {
  console.log(`Embedded database benchmark (mongo-java-server 1.47 + H2, JVM ${EMBEDDED_MONGO_JVM_OPTIONS.join(' ')})`);
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(', ');
  console.log(`${os.cpus().length} CPUs, load average ${load} at the start (other work on the machine skews every figure).`);

  console.log('\n1. Durability: after 1,000 warm-up inserts, 500 inserts from one client and 2,000 from 20 clients');
  console.log('   (300-byte documents, one unique index),');
  console.log('   then 200 acknowledged inserts and a SIGKILL of the server; the file size is before the kill.');
  const durability = [['write mode', 'ms/insert (1 client)', 'inserts/s (20 clients)', 'kept after SIGKILL', 'file']];
  for (const [name, args] of DURABILITY_MODES) durability.push(await durabilityRow(name, args));
  printTable(durability);

  const dir = tempDir();
  const server = await startServer(dir);
  const dbName = 'bench';
  const conn = await connect(server.uri, dbName);
  const models = await createModels(conn);
  const accounts: Account[] = [];
  const pick = (i: number) => accounts[(i * 7919) % accounts.length]!;

  console.log('2. Milliseconds per operation on `users` (unique indexes on email and studentId), one client:');
  const lookups = [['users', 'findOne by _id', 'findOne by e-mail', 'countDocuments({feeVerified:false})']];
  for (const size of SIZES) {
    await growUsers(conn, accounts, size);
    const byId = await msPerCall(200, (i) => models.User.findOne({ _id: pick(i)._id }).lean());
    const byEmail = await msPerCall(200, (i) => models.User.findOne({ email: pick(i).email }).lean());
    const count = await msPerCall(20, () => models.User.countDocuments({ feeVerified: false }));
    lookups.push([size.toLocaleString('en-US'), byId.toFixed(2), byEmail.toFixed(2), count.toFixed(1)]);
  }
  printTable(lookups);
  console.log(
    `   Store file at ${accounts.length.toLocaleString('en-US')} accounts: ${megabytes(statSync(path.join(dir, STORE_FILE)).size)}`,
  );

  const mail = await startMaildev({ smtpPort: await findFreePort(), webPort: await findFreePort() });
  const { app, base, token } = await startBenchApp({
    MONGODB_URI: server.uri,
    MONGODB_DB: dbName,
    SMTP_URL: mail.smtpUrl,
    // One client sends every request: lift the per-IP limits so the routes' own work is measured.
    OTP_SEND_IP_LIMIT: '1000000000',
    OTP_VERIFY_IP_LIMIT: '1000000000',
  });
  try {
    const accountCount = await models.User.countDocuments();
    console.log(
      `\n3. HTTP at ${accountCount.toLocaleString('en-US')} accounts: autocannon, ${connections} connections, ${duration} s per route.`,
    );
    console.log('   POST /auth/otp/send goes to a different existing account each time and mails the code to maildev.');
    let next = 0;
    const health = await runLoad({ url: `${base}/health`, connections, duration });
    const me = await runLoad({ url: `${base}/me`, connections, duration, headers: { authorization: `Bearer ${token}` } });
    const otp = await runLoad({
      url: base,
      connections,
      duration,
      requests: [
        {
          method: 'POST',
          path: '/auth/otp/send',
          headers: { 'content-type': 'application/json' },
          setupRequest: (request) => ({ ...request, body: JSON.stringify({ email: pick(next++).email }) }),
        },
      ],
    });
    printTable([LOAD_COLUMNS, loadRow('GET /health', health), loadRow('GET /me (auth)', me), loadRow('POST /auth/otp/send', otp)]);
    console.log(`   otp_codes holds ${(await models.OtpCode.countDocuments()).toLocaleString('en-US')} codes after the run.`);
    const memory = residentMemory(server.child.pid);
    console.log(`\n4. Embedded server memory: peak resident ${memory.peak}, now ${memory.now}.`);
  } finally {
    await app.close();
    await stopChild(mail.child);
  }
  await conn.close();
}

main()
  .catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(async () => {
    for (const server of servers) await stopChild(server.child);
    for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  });
