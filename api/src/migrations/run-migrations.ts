/**
 * Applies the data migrations the ledger (the `migrations` collection) does not list as applied,
 * in order, each once per database: by `npm run migrate`, which `npm start` and `npm run serve`
 * run before the API starts. Loading the models or the app never runs one.
 *
 * Processes starting at once: a migration is claimed by inserting its ledger document (its `_id`
 * is the migration's id, so one insert wins); the others wait until it is applied, then go on to
 * the next. The winner renews its lease while `up` runs; a lease that runs out (its process died)
 * is taken over and `up` runs again, which is why migrations are idempotent.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { KeyRing } from '../lib/file-encryption.ts';
import { isDuplicateKeyError, type Models } from '../lib/models.ts';
import type { MigrationDoc } from '../models/migration.ts';
import { MIGRATIONS } from './all-migrations.ts';
import type { Migration, MigrationContext } from './migration.ts';

export interface AppliedMigration {
  id: string;
  durationMs: number;
}

export interface RunOptions {
  migrations?: readonly Migration[];
  log?: (line: string) => void;
  /** How long a claim holds without renewal (renewed every third of it while `up` runs). */
  leaseMs?: number;
  /** How often a process waiting for another's migration looks again. */
  pollMs?: number;
  /** The master keys of file encryption (a migration that encrypts stored files needs them). */
  keyRing?: KeyRing;
}

/** A migration's `up` threw: it is not recorded, and the migrations after it did not run. */
export class MigrationFailedError extends Error {
  constructor(id: string, cause: unknown) {
    super(`Migration ${id} failed, nothing after it ran: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'MigrationFailedError';
  }
}

/** The ids of the migrations not applied on this database yet, in order (one query). */
export async function pendingMigrations(
  models: Pick<Models, 'Migration'>,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<string[]> {
  const applied = await models.Migration.find({ _id: { $in: migrations.map((m) => m.id) }, appliedAt: { $ne: null } }, { _id: 1 }).lean<
    Pick<MigrationDoc, '_id'>[]
  >();
  const done = new Set(applied.map((entry) => entry._id));
  return migrations.filter((m) => !done.has(m.id)).map((m) => m.id);
}

/** Applies every pending migration in order; answers those this process applied (another may apply some meanwhile). */
export async function runMigrations(models: Models, options: RunOptions = {}): Promise<AppliedMigration[]> {
  const { migrations = MIGRATIONS, log = () => undefined, leaseMs = 60_000, pollMs = 500, keyRing } = options;
  const ledger = models.Migration;
  const holder = randomUUID();
  const applied: AppliedMigration[] = [];

  /** Takes the migration: the first insert of its ledger document, or the lease of a process that died. */
  const claim = async (migration: Migration): Promise<boolean> => {
    const leaseUntil = new Date(Date.now() + leaseMs);
    try {
      await ledger.create({ _id: migration.id, description: migration.description, holder, leaseUntil });
      return true;
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
    }
    const takeover = await ledger.updateOne(
      { _id: migration.id, appliedAt: null, leaseUntil: { $lte: new Date() } },
      { $set: { holder, leaseUntil } },
    );
    return takeover.modifiedCount === 1;
  };

  for (const migration of migrations) {
    let waiting = false;
    for (;;) {
      const entry = await ledger.findById(migration.id, { appliedAt: 1 }).lean<Pick<MigrationDoc, 'appliedAt'>>();
      if (entry?.appliedAt) break;
      if (await claim(migration)) {
        applied.push(await applyClaimed(models, migration, holder, leaseMs, log, { keyRing }));
        break;
      }
      if (!waiting) log(`Waiting for another process applying ${migration.id}`);
      waiting = true;
      await sleep(pollMs);
    }
  }
  return applied;
}

/** Runs `up` under the claim (renewing its lease), then records it as applied; a failure gives the claim back. */
async function applyClaimed(
  models: Models,
  migration: Migration,
  holder: string,
  leaseMs: number,
  log: (line: string) => void,
  context: MigrationContext,
): Promise<AppliedMigration> {
  const ledger = models.Migration;
  const mine = { _id: migration.id, holder };
  const renewal = setInterval(() => {
    ledger.updateOne(mine, { $set: { leaseUntil: new Date(Date.now() + leaseMs) } }).catch(() => undefined);
  }, leaseMs / 3);
  log(`Applying ${migration.id}: ${migration.description}`);
  const started = Date.now();
  try {
    await migration.up(models, (line) => log(`  ${line}`), context);
  } catch (err) {
    // Given back so the next run takes it at once (should this fail too, the lease runs out instead).
    await ledger.deleteOne(mine).catch(() => undefined);
    throw new MigrationFailedError(migration.id, err);
  } finally {
    clearInterval(renewal);
  }
  const durationMs = Date.now() - started;
  const recorded = await ledger.updateOne(mine, { $set: { appliedAt: new Date(), durationMs, holder: null, leaseUntil: null } });
  if (recorded.matchedCount !== 1)
    throw new Error(`Migration ${migration.id} ran, but its lease ran out meanwhile and another process took it over`);
  log(`Applied ${migration.id} in ${durationMs} ms`);
  return { id: migration.id, durationMs };
}
