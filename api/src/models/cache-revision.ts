/**
 * The revisions that per-process caches are kept under: one small document (`cache_revisions`,
 * _id "current") with a counter per kind of data, which every write through the models of that kind
 * advances with an atomic $inc. A worker that read a revision after a request arrived and finds it
 * unchanged knows its cached answer is still what the database holds, so every worker agrees
 * without holding anything of its own as the truth (plugins/cache-revisions.ts reads it).
 *
 * - public: what visitors read (GET /public/program and /public/seats): the cohorts, which cohort
 *   is active, the seats taken.
 * - auth: the accounts and sign-in sessions GET /me and every signed-in request check (a revoked
 *   session, a changed role).
 * - facts: what the journey's steps are computed from besides the account (ID proofs,
 *   selections, background, offer letters and signatures, interview bookings, event registrations).
 * - invoices: the invoices and credit notes the CA figures are computed from.
 * - training: what every student of a batch reads alike (the cohorts, their training settings and
 *   the batches' sessions); a student's own attendance and preferences are read fresh.
 *
 * The counters advance in the models' post hooks, so every path that writes (routes, services,
 * background workers, commands) moves them without having to remember to.
 */
import { Schema, type Model } from 'mongoose';
import { backgroundSchema } from './background.ts';
import { cohortSchema, programSettingSchema } from './cohort.ts';
import { eventRegistrationSchema } from './event-registration.ts';
import { idProofSchema } from './id-proof.ts';
import { invoiceSchema } from './invoice.ts';
import { jobBookingSchema } from './job-slot.ts';
import { offerLetterSchema } from './offer-letter.ts';
import { offerSignatureSchema } from './offer-signature.ts';
import { sessionSchema } from './session.ts';
import { specializationSelectionSchema } from './specialization-selection.ts';
import { trainingSessionSchema, trainingSettingsSchema } from './training.ts';
import { userSchema } from './user.ts';

export type CacheRevisionKind = 'public' | 'auth' | 'facts' | 'invoices' | 'training';
export type CacheRevisions = Record<CacheRevisionKind, number>;

const CACHE_REVISION_ID = 'current';
export const CACHE_REVISION_MODEL = 'CacheRevision';

export const cacheRevisionSchema = new Schema(
  {
    _id: { type: String, required: true },
    public: { type: Number, default: 0 },
    auth: { type: Number, default: 0 },
    facts: { type: Number, default: 0 },
    invoices: { type: Number, default: 0 },
    training: { type: Number, default: 0 },
  },
  { collection: 'cache_revisions', versionKey: false },
);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any model of the connection
type AnyModel = Model<any>;

/**
 * Advances made by this process through each connection: a reader that may reuse a recent
 * revision read (the public answers) reads again after one, so a worker always shows its own writes.
 */
const localAdvances = new WeakMap<object, number>();

/** How many advances this process made through the model's connection. */
export function localAdvanceCount(Revision: AnyModel): number {
  return localAdvances.get(Revision.db) ?? 0;
}

/** Advances the kinds' counters (one atomic $inc; the first one creates the document). */
export async function bumpCacheRevision(Revision: AnyModel, kinds: readonly CacheRevisionKind[]): Promise<void> {
  const inc = Object.fromEntries(kinds.map((k) => [k, 1]));
  for (let attempt = 1; ; attempt++) {
    try {
      await Revision.updateOne({ _id: CACHE_REVISION_ID }, { $inc: inc }, { upsert: true });
      localAdvances.set(Revision.db, localAdvanceCount(Revision) + 1);
      return;
    } catch (err) {
      // Two first upserts can race; the second try finds the document.
      if ((err as { code?: unknown }).code !== 11000 || attempt >= 3) throw err;
    }
  }
}

/** The counters now (all 0 before the first write). */
export async function readCacheRevisions(Revision: AnyModel): Promise<CacheRevisions> {
  const doc = await Revision.findById(CACHE_REVISION_ID).lean<Partial<CacheRevisions> | null>();
  return {
    public: doc?.public ?? 0,
    auth: doc?.auth ?? 0,
    facts: doc?.facts ?? 0,
    invoices: doc?.invoices ?? 0,
    training: doc?.training ?? 0,
  };
}

const QUERY_WRITES = [
  'updateOne',
  'updateMany',
  'findOneAndUpdate',
  'replaceOne',
  'deleteOne',
  'deleteMany',
  'findOneAndDelete',
  'findOneAndReplace',
] as const;

/**
 * Whether a query write changed a document: an update or delete result counts what it modified,
 * deleted or inserted; a findOneAnd… answers null when nothing matched (unless it may have inserted).
 * Writes that change nothing (a periodic clean-up with nothing to clean, a conditional update that
 * lost) then leave every cache as it is.
 */
function changedAnything(result: unknown, upsert: boolean): boolean {
  if (result === null || result === undefined) return upsert;
  const counts = result as { modifiedCount?: unknown; deletedCount?: unknown; upsertedCount?: unknown; insertedCount?: unknown };
  const numbers = [counts.modifiedCount, counts.deletedCount, counts.upsertedCount, counts.insertedCount].filter(
    (n): n is number => typeof n === 'number',
  );
  return numbers.length === 0 || numbers.some((n) => n > 0);
}

/**
 * Every write through a model of `schema` advances `kinds`. The advance runs after the write, so a
 * reader that sees the new counter reads the new data; if it fails, the write fails with it (its
 * data stands, and the caller is told something went wrong rather than a cache serving the old).
 * `inserts: false` for sessions: a new session is in no cache yet, so signing in moves nothing.
 */
function track(schema: Schema, kinds: readonly CacheRevisionKind[], { inserts = true } = {}): void {
  const revisionOf = (model: AnyModel) => model.db.model(CACHE_REVISION_MODEL) as AnyModel;
  if (inserts) {
    schema.post('save', async function (doc) {
      await bumpCacheRevision(revisionOf(doc.constructor as AnyModel), kinds);
    });
    schema.post('insertMany', async function (this: AnyModel) {
      await bumpCacheRevision(revisionOf(this), kinds);
    });
  }
  schema.post('bulkWrite', async function (this: AnyModel, result: unknown) {
    if (changedAnything(result, false)) await bumpCacheRevision(revisionOf(this), kinds);
  });
  for (const op of QUERY_WRITES) {
    schema.post(op, async function (this: { model: AnyModel; getOptions(): { upsert?: boolean } }, result: unknown) {
      if (changedAnything(result, !!this.getOptions().upsert)) await bumpCacheRevision(revisionOf(this.model), kinds);
    });
  }
}

// A cohort's Confluence registration (and which cohort is active) is a fact of every student's step 10.
track(cohortSchema, ['public', 'facts', 'training']);
track(trainingSettingsSchema, ['training']);
track(trainingSessionSchema, ['training']);
track(programSettingSchema, ['public', 'facts']);
track(specializationSelectionSchema, ['public', 'facts']);
track(userSchema, ['auth']);
track(sessionSchema, ['auth'], { inserts: false });
track(invoiceSchema, ['invoices']);
for (const schema of [
  idProofSchema,
  backgroundSchema,
  offerLetterSchema,
  offerSignatureSchema,
  jobBookingSchema,
  eventRegistrationSchema,
]) {
  track(schema, ['facts']);
}
