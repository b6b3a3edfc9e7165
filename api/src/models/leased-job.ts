import { type Schema } from 'mongoose';

/**
 * The fields of a document that is also a background job (ARCHITECTURE "Data"): a worker claims
 * it by writing a fresh random claimToken and a lease expiry, re-reads by {_id, claimToken} to
 * know it won, and marks it done. An expired lease (a crashed worker) can be claimed again.
 * Spread into the schema of the document whose insert creates the work, so the work can never
 * be lost between two writes.
 */
export const leasedJobFields = {
  jobDone: { type: Boolean, required: true, default: false },
  claimToken: { type: String, default: null },
  leaseUntil: { type: Date, default: null },
  attempts: { type: Number, required: true, default: 0 },
  lastError: { type: String, default: null },
} as const;

export function addLeasedJobIndexes(schema: Schema): void {
  schema.index({ jobDone: 1, leaseUntil: 1 });
}

export interface LeasedJob {
  jobDone: boolean;
  claimToken: string | null;
  leaseUntil: Date | null;
  attempts: number;
  lastError: string | null;
}
