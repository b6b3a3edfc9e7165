/**
 * No 503 for work that was done: two API workers, both cores kept busy by CPU-bound child processes,
 * and 200 concurrent writes (an admin publishing interview slots, each with its own company name).
 * A request may be refused while the processes are busy (under-pressure's "busy" 503, before any
 * handler starts), but no request answered 5xx may have written: its slot must not exist.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { testConfig } from './helpers/app.ts';
import { WORKERS_START_TIMEOUT_MS, startApiWorkers, type ApiWorkers } from './helpers/api-workers.ts';
import { signInAs, type SignedInUser } from './helpers/factories.ts';
import { SLOT } from './helpers/journey-end.ts';

const WRITES = 200;

describe('two busy API workers', () => {
  let workers: ApiWorkers;
  let app: App;
  let admin: SignedInUser;
  const burners: ChildProcess[] = [];

  beforeAll(async () => {
    workers = await startApiWorkers({ PROGRAM_TODAY: '2025-10-20' });
    // The same database from this process: to sign the admin in and to look the writes up.
    app = await buildApp(testConfig({ mongodbDb: workers.db }), { logger: false });
    admin = await signInAs(app, 'ADMIN');
  }, WORKERS_START_TIMEOUT_MS + 5_000);

  afterAll(async () => {
    for (const burner of burners) burner.kill('SIGKILL');
    if (workers?.primary.exitCode === null) workers.primary.kill('SIGKILL');
    await app?.close();
  });

  it('answers 5xx only for requests whose write did not happen', { timeout: 60_000 }, async () => {
    for (let i = 0; i < availableParallelism(); i++) {
      burners.push(spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
    }
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: WRITES }, async (_, i) => {
        const company = `Busy ${i}`;
        try {
          const res = await fetch(`${workers.base}/admin/api/job-slots`, {
            method: 'POST',
            headers: { ...admin.headers, 'content-type': 'application/json' },
            body: JSON.stringify({ ...SLOT, company }),
            signal: AbortSignal.timeout(45_000),
          });
          return { company, status: res.status, body: await res.text() };
        } catch (error) {
          return { company, status: 0, body: String(error) };
        }
      }),
    );
    const ms = Date.now() - started;
    for (const burner of burners) burner.kill('SIGKILL');

    const written = new Set(
      (await app.models.JobSlot.find({ company: { $in: answers.map((a) => a.company) } }, { company: 1 }).lean()).map((s) => s.company),
    );
    const byStatus: Record<string, number> = {};
    for (const a of answers) byStatus[a.status] = (byStatus[a.status] ?? 0) + 1;
    const falseFailures = answers.filter((a) => a.status >= 500 && written.has(a.company));
    const lost = answers.filter((a) => a.status === 201 && !written.has(a.company));
    console.log(
      `${WRITES} writes on two workers with ${burners.length} CPU burners in ${ms} ms: ${JSON.stringify(byStatus)}; ` +
        `${written.size} persisted; 5xx whose write persisted: ${falseFailures.length}`,
    );
    expect(falseFailures.map((a) => `${a.status} ${a.company}: ${a.body}`)).toEqual([]);
    expect(lost).toEqual([]);
    expect(answers.filter((a) => a.status === 0)).toEqual([]);
    for (const a of answers.filter((x) => x.status === 503)) expect(a.body).toMatch(/busy|database/);
    expect(answers.filter((a) => a.status !== 201 && a.status !== 503)).toEqual([]);
  });
});
