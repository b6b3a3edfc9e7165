/**
 * The retention sweep: erases the ID documents whose purpose is served (ID_DOCUMENT_RETENTION_DAYS
 * after their decision; a replaced upload at once). It runs under a lease, so one API process
 * sweeps at a time, and each file is taken by a conditional update, so a file is erased and
 * audited once even if two sweeps meet (npm run privacy:sweep beside the API).
 */
import type { IdProofService } from '../id-proofs/id-proof-service.ts';
import type { JobLease } from '../../lib/job-lease.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;

export interface SweepResult {
  /** False when another process held the lease (nothing was done here). */
  ran: boolean;
  erased: number;
}

export function retentionSweep(deps: {
  lease: JobLease;
  /** The ID-proof service's erasure of due files, or the same erasure alone (npm run privacy:sweep). */
  idFiles: Pick<IdProofService, 'eraseDueFiles'>;
  retentionDays: number;
  now?: () => Date;
}): () => Promise<SweepResult> {
  return async () => {
    const now = deps.now?.() ?? new Date();
    const decidedBefore = new Date(now.getTime() - deps.retentionDays * DAY_MS);
    const result = await deps.lease.run(() => deps.idFiles.eraseDueFiles(decidedBefore, now));
    return result ? { ran: true, erased: result.erased } : { ran: false, erased: 0 };
  };
}
