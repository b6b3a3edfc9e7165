/**
 * The data migrations (src/migrations/) and their ledger: each runs once per database and is
 * recorded with its time; two processes starting at once apply each exactly once (the other waits);
 * a migration that throws is not recorded and stops the run; a claim whose process died is taken
 * over. The real migrations bring a database of earlier releases up to date, and `npm run migrate`
 * applies them and says what it applied.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Types, type Connection } from 'mongoose';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { FIRST_COHORT, startDateOfCode } from '@portal/domain/cohort';
import { main } from '../src/commands/migrate.ts';
import { createModels } from '../src/lib/models.ts';
import { MIGRATIONS } from '../src/migrations/all-migrations.ts';
import { reportReviewHistory } from '../src/migrations/2026-11-29-report-review-history.ts';
import type { Migration } from '../src/migrations/migration.ts';
import { MigrationFailedError, pendingMigrations, runMigrations } from '../src/migrations/run-migrations.ts';
import { FIRST_COHORT_ID } from '../src/models/cohort.ts';
import { useTestApp } from './helpers/app.ts';

const ctx = useTestApp();
const opened: Connection[] = [];

/** Another connection (as another process would have) to the database named by `tag`. */
function database(tag: string): Connection {
  const conn = ctx.app.mongo.useDb(`${ctx.app.mongo.name}-${tag}`, { useCache: false });
  opened.push(conn);
  return conn;
}

afterAll(async () => {
  for (const name of new Set(opened.map((conn) => conn.name))) await ctx.app.mongo.useDb(name).dropDatabase();
});

/** A migration that counts its runs and takes `ms`. */
function counted(id: string, runs: Map<string, number>, ms = 0): Migration {
  return {
    id,
    description: `test migration ${id}`,
    async up() {
      runs.set(id, (runs.get(id) ?? 0) + 1);
      await sleep(ms);
    },
  };
}

describe('the migrations folder', () => {
  it('lists every dated file once, in the order of their ids, each id its file name', () => {
    const files = readdirSync(path.resolve(import.meta.dirname, '../src/migrations'))
      .filter((name) => /^\d{4}-\d{2}-\d{2}-[a-z0-9-]+\.ts$/.test(name))
      .map((name) => name.replace(/\.ts$/, ''));
    const ids = MIGRATIONS.map((m) => m.id);
    expect(ids).toEqual([...files].sort());
    expect(new Set(ids).size).toBe(ids.length);
    for (const m of MIGRATIONS) expect(m.description).not.toBe('');
  });
});

describe('runMigrations', () => {
  it('applies each migration once, recorded with its time; a second run applies nothing', async () => {
    const models = await createModels(database('once'));
    const runs = new Map<string, number>();
    const migrations = [counted('2000-01-01-a', runs), counted('2000-01-02-b', runs)];
    expect(await pendingMigrations(models, migrations)).toEqual(['2000-01-01-a', '2000-01-02-b']);

    const lines: string[] = [];
    const applied = await runMigrations(models, { migrations, log: (line) => lines.push(line) });
    expect(applied.map((m) => m.id)).toEqual(['2000-01-01-a', '2000-01-02-b']);
    expect(lines).toContain('Applying 2000-01-01-a: test migration 2000-01-01-a');
    expect(lines.some((line) => /^Applied 2000-01-02-b in \d+ ms$/.test(line))).toBe(true);
    const ledger = await models.Migration.find({}).sort({ _id: 1 }).lean();
    expect(ledger).toEqual([
      expect.objectContaining({ _id: '2000-01-01-a', appliedAt: expect.any(Date), durationMs: expect.any(Number), holder: null }),
      expect.objectContaining({ _id: '2000-01-02-b', appliedAt: expect.any(Date), durationMs: expect.any(Number), holder: null }),
    ]);

    expect(await runMigrations(models, { migrations })).toEqual([]);
    expect(await pendingMigrations(models, migrations)).toEqual([]);
    expect([...runs.values()]).toEqual([1, 1]);
  });

  it('two processes starting at once apply each migration exactly once, the lease renewed while one runs', async () => {
    const [first, second] = [await createModels(database('race')), await createModels(database('race'))];
    const runs = new Map<string, number>();
    // Longer than the lease: only its renewal keeps the other process from taking it over.
    const migrations = [counted('2000-01-01-a', runs, 2000), counted('2000-01-02-b', runs, 100), counted('2000-01-03-c', runs, 100)];
    const options = { migrations, leaseMs: 1500, pollMs: 20 };
    const [a, b] = await Promise.all([runMigrations(first, options), runMigrations(second, options)]);
    expect([...a, ...b].map((m) => m.id).sort()).toEqual(migrations.map((m) => m.id));
    expect(Object.fromEntries(runs)).toEqual({ '2000-01-01-a': 1, '2000-01-02-b': 1, '2000-01-03-c': 1 });
    expect(await first.Migration.countDocuments({ appliedAt: { $ne: null } })).toBe(3);
  });

  it('stops at a migration that throws, without recording it; the next run applies it and what follows', async () => {
    const models = await createModels(database('failing'));
    const runs = new Map<string, number>();
    let broken = true;
    const failing: Migration = {
      id: '2000-01-02-fails',
      description: 'fails until mended',
      async up() {
        if (broken) throw new Error('the disk is full');
      },
    };
    const migrations = [counted('2000-01-01-a', runs), failing, counted('2000-01-03-c', runs)];

    const err = await runMigrations(models, { migrations }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MigrationFailedError);
    expect((err as Error).message).toBe('Migration 2000-01-02-fails failed, nothing after it ran: the disk is full');
    expect(await pendingMigrations(models, migrations)).toEqual(['2000-01-02-fails', '2000-01-03-c']);
    expect(await models.Migration.exists({ _id: '2000-01-02-fails' })).toBeNull();
    expect(runs.get('2000-01-03-c')).toBeUndefined();

    broken = false;
    expect((await runMigrations(models, { migrations })).map((m) => m.id)).toEqual(['2000-01-02-fails', '2000-01-03-c']);
    expect(Object.fromEntries(runs)).toEqual({ '2000-01-01-a': 1, '2000-01-03-c': 1 });
  });

  it('takes over a claim whose lease ran out (its process died), and waits for one that holds', async () => {
    const models = await createModels(database('lease'));
    const runs = new Map<string, number>();
    const migrations = [counted('2000-01-01-a', runs), counted('2000-01-02-b', runs)];
    await models.Migration.create({
      _id: '2000-01-01-a',
      description: 'x',
      holder: 'a process that died',
      leaseUntil: new Date(Date.now() - 1),
    });
    await models.Migration.create({
      _id: '2000-01-02-b',
      description: 'x',
      holder: 'a live process',
      leaseUntil: new Date(Date.now() + 60_000),
    });

    const lines: string[] = [];
    const run = runMigrations(models, { migrations, pollMs: 20, log: (line) => lines.push(line) });
    await vi.waitFor(() => expect(lines).toContain('Waiting for another process applying 2000-01-02-b'));
    await models.Migration.updateOne(
      { _id: '2000-01-02-b' },
      { $set: { appliedAt: new Date(), durationMs: 5, holder: null, leaseUntil: null } },
    );
    expect((await run).map((m) => m.id)).toEqual(['2000-01-01-a']);
    expect(Object.fromEntries(runs)).toEqual({ '2000-01-01-a': 1 });
  });
});

describe('the migrations', () => {
  it('bring a database of earlier releases up to date', async () => {
    const conn = database('earlier-release');
    const db = conn.db!;
    const student = new Types.ObjectId();
    // Certificates from before activeKey, under the one-per-type index.
    await db.collection('certificates').insertMany([
      { userId: student, type: 'TRAINING', code: 'OLD-1', revokedAt: new Date('2026-11-01'), issuedAt: new Date('2026-10-01') },
      { userId: student, type: 'INTERNSHIP', code: 'OLD-2', revokedAt: null, issuedAt: new Date('2026-10-02') },
    ]);
    await db.collection('certificates').createIndex({ userId: 1, type: 1 }, { unique: true });
    // A selection from before cohorts, under the single-cohort seat index.
    await db.collection('specialization_selections').insertOne({
      userId: student,
      specialization: 'Data Science',
      seatNumber: 1,
      startDateCode: 'DEC10',
      durationWeeks: 4,
      finalizedAt: new Date('2025-11-20'),
    });
    await db.collection('specialization_selections').createIndex({ specialization: 1, seatNumber: 1 }, { unique: true });
    await db.collection('users').insertMany([
      { _id: student, email: 'verified@example.com', studentId: 'CP25-000001', role: 'STUDENT', feeVerified: true },
      { email: 'unverified@example.com', studentId: 'CP25-000002', role: 'STUDENT', feeVerified: false },
    ]);

    // Gateway events from before dedupeKey.
    await db.collection('gateway_events').insertMany(
      ['evt_old1', 'evt_old2'].map((eventId) => ({
        eventId,
        source: 'webhook',
        event: 'payment_link.paid',
        body: '{}',
        receivedAt: new Date(),
      })),
    );

    // A mentor profile from before places, counting one intern.
    const mentor = new Types.ObjectId();
    await db
      .collection('mentor_profiles')
      .insertOne({ _id: mentor, name: 'Dr. Rao', title: 'Engineer', specializations: ['Data Science'], internCount: 1 });
    await db.collection('mentor_assignments').insertOne({
      _id: student,
      mentorId: mentor,
      cohortId: FIRST_COHORT_ID,
      specialization: 'Data Science',
      startDate: '2025-12-10',
      durationWeeks: 4,
      assignedBy: mentor,
      assignedAt: new Date('2025-12-01'),
    });

    // The models load on it although the certificates' and gateway events' unique indexes cannot be built yet.
    const models = await createModels(conn);
    expect(await pendingMigrations(models)).toEqual(MIGRATIONS.map((m) => m.id));
    expect((await runMigrations(models)).map((m) => m.id)).toEqual(MIGRATIONS.map((m) => m.id));
    expect(await pendingMigrations(models)).toEqual([]);

    const certificates = await models.Certificate.find({}).sort({ issuedAt: 1 }).lean();
    expect(certificates.map((c) => c.activeKey)).toEqual([`revoked:${String(certificates[0]!._id)}`, `${String(student)}:INTERNSHIP`]);
    const certificateIndexes = (await db.collection('certificates').indexes()).map((i) => i.name);
    expect(certificateIndexes).toContain('activeKey_1');
    expect(certificateIndexes).not.toContain('userId_1_type_1');

    const events = await models.GatewayEvent.find({}).sort({ eventId: 1 }).lean();
    expect(events.map((e) => e.dedupeKey)).toEqual(['event:evt_old1', 'event:evt_old2']);
    expect((await db.collection('gateway_events').indexes()).map((i) => i.name)).toContain('dedupeKey_1');

    expect(await models.SpecializationSelection.findOne({ userId: student }).lean()).toMatchObject({
      cohortId: FIRST_COHORT_ID,
      startDate: startDateOfCode(FIRST_COHORT, 'DEC10'),
    });
    expect((await db.collection('specialization_selections').indexes()).map((i) => i.name)).not.toContain('specialization_1_seatNumber_1');

    const profile = await db.collection('mentor_profiles').findOne({ _id: mentor });
    expect(profile).not.toHaveProperty('internCount');
    expect(profile?.places).toEqual([{ intern: student, at: new Date('2025-12-01') }]);

    expect(await models.User.findById(student).lean()).toMatchObject({ cohortId: FIRST_COHORT_ID });
    expect(await models.User.findOne({ email: 'unverified@example.com' }).lean()).not.toHaveProperty('cohortId');
  });
});

describe('the history of reviews', () => {
  it("turns each weekly report's one review into a history of one, and a report without a review into an empty history", async () => {
    const conn = database('single-reviews');
    const reports = conn.db!.collection('weekly_reports');
    const [mentor, unnamed, intern] = [new Types.ObjectId(), new Types.ObjectId(), new Types.ObjectId()];
    const at = new Date('2025-12-15T06:30:00Z');
    const written = { internId: intern, done: 'Built it.', submittedAt: at, revision: 0 };
    await reports.insertMany([
      { ...written, week: 1, decision: 'ACCEPTED', reviewComment: 'Good start.', reviewedBy: mentor, reviewedAt: at },
      // Written again after a request for changes: the decision cleared, the request kept.
      { ...written, week: 2, decision: null, revision: 1, reviewComment: 'Add the plots.', reviewedBy: unnamed, reviewedAt: at },
      { ...written, week: 3, decision: null, reviewComment: null, reviewedBy: null, reviewedAt: null },
    ]);
    const models = await createModels(conn);
    await models.MentorProfile.create({ _id: mentor, name: 'Meera Iyer', title: 'Principal Data Scientist' });
    await conn.db!.collection('users').insertOne({ _id: unnamed, email: 'mentor@example.com', role: 'MENTOR' });
    const lines: string[] = [];
    await reportReviewHistory.up(models, (line) => lines.push(line));
    await reportReviewHistory.up(models, (line) => lines.push(line));
    expect(lines).toEqual([
      '3 report(s) given a history of reviews, 2 holding the review they had',
      '0 report(s) given a history of reviews, 0 holding the review they had',
    ]);

    const after = await reports
      .find({}, { projection: { _id: 0, week: 1, decision: 1, reviews: 1, reviewComment: 1, reviewedAt: 1 } })
      .sort({ week: 1 })
      .toArray();
    expect(after).toEqual([
      { week: 1, decision: 'ACCEPTED', reviews: [{ decision: 'ACCEPTED', comment: 'Good start.', by: mentor, byName: 'Meera Iyer', at }] },
      {
        week: 2,
        decision: null,
        reviews: [{ decision: 'CHANGES_REQUESTED', comment: 'Add the plots.', by: unnamed, byName: 'mentor@example.com', at }],
      },
      { week: 3, decision: null, reviews: [] },
    ]);
  });
});

describe('npm run migrate', () => {
  it('applies what the database lacks and prints each; run again, it has nothing to apply', async () => {
    const env = { MONGODB_URI: ctx.app.config.mongodbUri, MONGODB_DB: ctx.app.config.mongodbDb };
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      expect(await main(env)).toBe(0);
      const printed = log.mock.calls.map((call) => String(call[0]));
      for (const m of MIGRATIONS) expect(printed).toContain(`Applying ${m.id}: ${m.description}`);
      expect(printed.at(-1)).toBe(`Migrations: ${MIGRATIONS.length} applied.`);
      log.mockClear();
      expect(await main(env)).toBe(0);
      expect(log.mock.calls.map((call) => String(call[0]))).toEqual(['Migrations: none to apply.']);
    } finally {
      log.mockRestore();
    }
    expect(await pendingMigrations(ctx.app.models)).toEqual([]);
  });
});
