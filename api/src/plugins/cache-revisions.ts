/**
 * fastify.cacheRevisions: the revisions (models/cache-revision.ts) a worker's caches are kept
 * under, read from the database for every request that asks, so a change made through any worker
 * is seen by every worker on its next request.
 *
 * `current()` answers with a read sent after it was called: it joins the read in flight only if
 * that one has not been sent yet, and otherwise waits for the next one. Under load all the
 * requests of a worker that arrive during one read share the next: one lookup by _id per round
 * trip per worker instead of one per request, and never an answer older than the request.
 */
import fp from 'fastify-plugin';
import {
  bumpCacheRevision,
  localAdvanceCount,
  readCacheRevisions,
  type CacheRevisionKind,
  type CacheRevisions,
} from '../models/cache-revision.ts';

export interface CacheRevisionReader {
  /** The revisions as stored at some moment after this call. */
  current(): Promise<CacheRevisions>;
  /** Advances the kinds (the models do so on every write; for data kept outside them). */
  bump(...kinds: CacheRevisionKind[]): Promise<void>;
  /** A cache of this worker whose entries hold while the kind's revision has not moved. */
  cache<T>(kind: CacheRevisionKind, options?: RevisionCacheOptions): RevisionCache<T>;
}

export interface RevisionCacheOptions {
  /** The most entries kept (the oldest go first). */
  maxEntries?: number;
  /** An entry older than this is computed again even at the same revision (bounds the harm of a lost advance). */
  maxAgeMs?: number;
  /**
   * Answer with a revision read that started at most this long ago instead of one sent after the
   * request arrived: a change then shows within this bound (plus a read's time) on every worker.
   */
  reuseReadForMs?: number;
}

export interface RevisionCache<T> {
  /**
   * The value of `key` computed at the kind's current revision (read after this call), computing
   * it when there is none; concurrent callers of one key share one computation. A computation that
   * fails or answers null is not kept.
   */
  get(key: string, compute: () => Promise<T>): Promise<T>;
}

const REVISION_CACHE_DEFAULTS = { maxEntries: 10_000, maxAgeMs: 60_000 };

declare module 'fastify' {
  interface FastifyInstance {
    cacheRevisions: CacheRevisionReader;
  }
}

/**
 * Coalesces calls of `read` so that each caller gets the result of a call started after its own;
 * with `reuseForMs`, a result whose read started at most that long ago is answered at once instead,
 * unless `localVersion` (this process's own writes) moved since that read started.
 */
export function freshReads<T>(
  read: () => Promise<T>,
  {
    reuseForMs = 0,
    now = () => performance.now(),
    localVersion = () => 0,
  }: { reuseForMs?: number; now?: () => number; localVersion?: () => number } = {},
): () => Promise<T> {
  let inFlight: Promise<T> | null = null;
  let queued: Promise<T> | null = null;
  let last: { startedAt: number; local: number; value: Promise<T> } | null = null;
  const launch = () => {
    const startedAt = now();
    const local = localVersion();
    const started = read();
    inFlight = started;
    const done = () => {
      if (inFlight === started) inFlight = null;
    };
    started.then(() => {
      if (!last || last.startedAt < startedAt) last = { startedAt, local, value: started };
      done();
    }, done);
    return started;
  };
  return () => {
    if (reuseForMs > 0 && last && now() - last.startedAt <= reuseForMs && last.local === localVersion()) return last.value;
    if (!inFlight) return launch();
    // The read in flight was sent before this call: wait for it, then share the next one.
    queued ??= inFlight
      .catch(() => undefined)
      .then(() => {
        queued = null;
        return launch();
      });
    return queued;
  };
}

function revisionCache<T>(
  revision: () => Promise<number>,
  { maxEntries = REVISION_CACHE_DEFAULTS.maxEntries, maxAgeMs = REVISION_CACHE_DEFAULTS.maxAgeMs }: RevisionCacheOptions = {},
): RevisionCache<T> {
  const entries = new Map<string, { revision: number; at: number; value: Promise<T> }>();
  let newest = -1;
  return {
    async get(key, compute) {
      const at = await revision();
      // Everything kept is of an older revision once it moves.
      if (at > newest) {
        entries.clear();
        newest = at;
      }
      const hit = entries.get(key);
      if (hit && hit.revision === at && performance.now() - hit.at < maxAgeMs) return hit.value;
      const value = compute();
      // A read that came back older than one already seen (another read overtook it) is answered, not kept.
      if (at < newest) return value;
      const entry = { revision: at, at: performance.now(), value };
      entries.delete(key);
      entries.set(key, entry);
      const forget = () => {
        if (entries.get(key) === entry) entries.delete(key);
      };
      value.then((v) => {
        if (v === null || v === undefined) forget();
      }, forget);
      // A Map keeps insertion order: the first entries are the oldest.
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
      return value;
    },
  };
}

export default fp(
  async (fastify) => {
    const Revision = () => fastify.models.CacheRevision;
    const current = freshReads(() => readCacheRevisions(Revision()));
    fastify.decorate('cacheRevisions', {
      current,
      bump: (...kinds) => bumpCacheRevision(Revision(), kinds),
      cache: (kind, options) => {
        const read = options?.reuseReadForMs
          ? freshReads(() => readCacheRevisions(Revision()), {
              reuseForMs: options.reuseReadForMs,
              localVersion: () => localAdvanceCount(Revision()),
            })
          : current;
        return revisionCache(async () => (await read())[kind], options);
      },
    } satisfies CacheRevisionReader);
  },
  { name: 'cache-revisions', dependencies: ['models'] },
);
