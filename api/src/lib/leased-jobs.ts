/**
 * Claims on documents that carry leasedJobFields (models/leased-job.ts), safe with several API
 * processes: a conditional update writes a fresh random claim token and a lease expiry, and a
 * re-read by {_id, claimToken} tells whether this worker won (the document an update returns
 * under concurrency may show another caller's write, so it is never trusted). An expired lease
 * (a crashed or stalled worker) is claimable again. A claim is only a way to avoid doing work
 * twice; exactly-once results come from unique indexes on what the work produces.
 */
import { randomUUID } from 'node:crypto';
import type { Model, Types } from 'mongoose';
import type { LeasedJob } from '../models/leased-job.ts';

export type Claimed<T> = T & LeasedJob & { _id: Types.ObjectId; claimToken: string };

export interface LeasedJobQueue<T> {
  /** Claims one ready job matching `filter` (oldest lease first), or null when none is free. */
  claimNext(filter?: Record<string, unknown>): Promise<Claimed<T> | null>;
  /** Marks the job done, whoever holds it now: the result it stands for exists. */
  complete(job: Claimed<T>): Promise<void>;
  /** Gives the claim up with the error; the job is retried after a backoff that grows with its attempts. */
  fail(job: Claimed<T>, error: unknown): Promise<void>;
}

export interface LeasedJobOptions {
  leaseMs: number;
  /** How many ready candidates one claim looks at before giving up (others may hold the rest). */
  candidates?: number;
  now?: () => Date;
}

/** Backoff after the n-th failed attempt: 5 s, 20 s, 45 s ... at most 10 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(10 * 60_000, 5_000 * attempts * attempts);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any model with leasedJobFields; T types what claimNext returns
export function leasedJobQueue<T>(model: Model<any>, options: LeasedJobOptions): LeasedJobQueue<T> {
  const now = options.now ?? (() => new Date());
  const ready = (at: Date, filter: Record<string, unknown>) => ({
    $and: [{ jobDone: false }, { $or: [{ leaseUntil: null }, { leaseUntil: { $lte: at } }] }, filter],
  });

  return {
    async claimNext(filter = {}) {
      const at = now();
      const candidates = await model
        .find(ready(at, filter), { _id: 1 })
        .sort({ leaseUntil: 1, _id: 1 })
        .limit(options.candidates ?? 5)
        .lean<{ _id: Types.ObjectId }[]>();
      for (const { _id } of candidates) {
        const claimToken = randomUUID();
        await model.updateOne(
          { _id, ...ready(at, filter) },
          { $set: { claimToken, leaseUntil: new Date(at.getTime() + options.leaseMs) }, $inc: { attempts: 1 } },
        );
        const mine = await model.findOne({ _id, claimToken }).lean<Claimed<T>>();
        if (mine) return mine;
      }
      return null;
    },
    async complete(job) {
      await model.updateOne({ _id: job._id }, { $set: { jobDone: true, claimToken: null, leaseUntil: null, lastError: null } });
    },
    async fail(job, error) {
      const message = error instanceof Error ? error.message : String(error);
      await model.updateOne(
        { _id: job._id, claimToken: job.claimToken },
        {
          $set: { claimToken: null, leaseUntil: new Date(now().getTime() + retryDelayMs(job.attempts)), lastError: message.slice(0, 500) },
        },
      );
    },
  };
}
