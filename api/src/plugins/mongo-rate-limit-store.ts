/**
 * A store for @fastify/rate-limit that counts in MongoDB (models/rate-limit-window.ts), so every
 * API process shares one limit: with N processes an IP still gets `max` requests per window, not
 * N × max. Fixed windows: a request counts in the window its time falls in, and the answer's ttl
 * is the time left until that window ends.
 */
import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import { isDuplicateKeyError, type Models } from '../lib/models.ts';

type WindowModel = Models['RateLimitWindow'];
type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** The store class the plugin instantiates; `windows` is read when a request is counted (the models exist by then). */
export function mongoRateLimitStore(windows: () => WindowModel) {
  return class MongoRateLimitStore implements FastifyRateLimitStore {
    readonly route: string;

    constructor(options: FastifyRateLimitOptions & { routeInfo?: { method?: string; url?: string } }) {
      this.route = options.routeInfo ? `${options.routeInfo.method ?? ''} ${options.routeInfo.url ?? ''}` : 'global';
    }

    incr(key: string, callback: Callback, timeWindow?: number): void {
      countInWindow(windows(), `${this.route}|${key}`, timeWindow ?? 60_000).then(
        (result) => callback(null, result),
        (err: unknown) => callback(err as Error),
      );
    }

    child(routeOptions: FastifyRateLimitOptions & { routeInfo?: { method?: string; url?: string } }): FastifyRateLimitStore {
      return new MongoRateLimitStore(routeOptions);
    }
  };
}

/** Counts one request under `key` in the fixed window `now` falls in: the window's count so far, and the ms until it ends. */
export async function countInWindow(
  model: WindowModel,
  key: string,
  timeWindow: number,
  now = Date.now(),
): Promise<{ current: number; ttl: number }> {
  const start = Math.floor(now / timeWindow) * timeWindow;
  const filter = { _id: `${key}|${start}` };
  const update = { $inc: { count: 1 }, $setOnInsert: { endsAt: new Date(start + timeWindow) } };
  let window;
  try {
    window = await model.findOneAndUpdate(filter, update, { upsert: true, returnDocument: 'after' }).lean();
  } catch (err) {
    // Two first requests of a window raced to create it: the loser counts in the row that won.
    if (!isDuplicateKeyError(err)) throw err;
    window = await model.findOneAndUpdate(filter, update, { returnDocument: 'after' }).lean();
  }
  return { current: window?.count ?? 1, ttl: start + timeWindow - now };
}
