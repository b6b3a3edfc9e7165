/**
 * Reads, never writes, the queues of work that waits for an admin: how many items each holds and
 * when its oldest began to wait. Each queue is the same filter its feature's admin list uses: ID
 * proofs PENDING, offer-letter requests not yet drawn, gateway events needing attention not yet
 * resolved. (Erasure requests are data-rights' own collection: its service pages them.)
 */
import type { Model } from 'mongoose';
import type { Models } from '../../lib/models.ts';

export interface WaitingQueue {
  count: number;
  /** When the oldest item began to wait; null when the queue is empty. */
  since: Date | null;
}

export interface StaffSummaryRepository {
  pendingIdProofs(): Promise<WaitingQueue>;
  openLetterRequests(): Promise<WaitingQueue>;
  paymentsNeedingAttention(): Promise<WaitingQueue>;
}

export function createStaffSummaryRepository({
  IdProof,
  OfferLetterRequest,
  GatewayEvent,
}: Pick<Models, 'IdProof' | 'OfferLetterRequest' | 'GatewayEvent'>): StaffSummaryRepository {
  /** The queue's size and when its oldest item (by `field`, a date) began to wait. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any of the models above; the filter and field name the queue
  async function queue(model: Model<any>, filter: Record<string, unknown>, field: string): Promise<WaitingQueue> {
    const [count, oldest] = await Promise.all([
      model.countDocuments(filter),
      model
        .findOne(filter, { [field]: 1 })
        .sort({ [field]: 1 })
        .lean<Record<string, Date | null>>(),
    ]);
    return { count, since: oldest?.[field] ?? null };
  }

  return {
    pendingIdProofs: () => queue(IdProof, { status: 'PENDING' }, 'uploadedAt'),
    openLetterRequests: () => queue(OfferLetterRequest, { jobDone: false }, 'requestedAt'),
    paymentsNeedingAttention: () => queue(GatewayEvent, { outcome: 'attention', resolvedAt: null }, 'receivedAt'),
  };
}
