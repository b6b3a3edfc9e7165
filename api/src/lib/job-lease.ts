/**
 * A named lease in the database (job_leases), so a periodic job runs in one API process at a
 * time: taken by a conditional update on an expired lease and re-read by holder to know who won
 * (as lib/leased-jobs.ts does for queued work); given back when the run ends.
 */
import { randomUUID } from 'node:crypto';
import type { Models } from './models.ts';
import { isDuplicateKeyError } from './models.ts';

export interface JobLease {
  /** Runs `work` holding the lease; null (without running it) when another process holds it. */
  run<T>(work: () => Promise<T>): Promise<T | null>;
}

export function jobLease({ JobLease: model }: Pick<Models, 'JobLease'>, name: string, leaseMs: number): JobLease {
  return {
    async run(work) {
      const holder = randomUUID();
      const now = new Date();
      try {
        await model.create({ _id: name, holder: null, until: new Date(0) });
      } catch (err) {
        if (!isDuplicateKeyError(err)) throw err;
      }
      await model.updateOne({ _id: name, until: { $lte: now } }, { $set: { holder, until: new Date(now.getTime() + leaseMs) } });
      if (!(await model.exists({ _id: name, holder }))) return null;
      try {
        return await work();
      } finally {
        await model.updateOne({ _id: name, holder }, { $set: { holder: null, until: new Date(), lastRunAt: now } });
      }
    },
  };
}
