/**
 * What waits for an admin, in words the admin home and the staff digest mail share: each queue's
 * name and how long its oldest item has waited.
 */
import type { AdminSummary } from './views/admin-summary.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** "under an hour", "5 hours", "1 day", "12 days": how long something has waited by `now`. */
export function waitedFor(since: Date | string, now: Date): string {
  const ms = Math.max(0, now.getTime() - new Date(since).getTime());
  if (ms < HOUR_MS) return 'under an hour';
  if (ms < DAY_MS) {
    const hours = Math.floor(ms / HOUR_MS);
    return hours === 1 ? '1 hour' : `${hours} hours`;
  }
  const days = Math.floor(ms / DAY_MS);
  return days === 1 ? '1 day' : `${days} days`;
}

/** The queues that wait for an admin's action (fees to verify wait for the student's payment first). */
export const STAFF_QUEUES = ['idsPending', 'lettersAwaitingSignature', 'erasuresPending', 'paymentsNeedingAttention'] as const;
type StaffQueue = (typeof STAFF_QUEUES)[number];

/** Each queue's field of its oldest item's start, what its items are, and the screen (and heading) where an admin acts on them. */
export const STAFF_QUEUE_INFO: Readonly<
  Record<
    StaffQueue,
    {
      since: 'idsPendingSince' | 'lettersAwaitingSignatureSince' | 'erasuresPendingSince' | 'paymentsNeedingAttentionSince';
      label: string;
      path: string;
    }
  >
> = {
  idsPending: { since: 'idsPendingSince', label: 'ID uploads to review', path: '/admin#id-queue-title' },
  lettersAwaitingSignature: {
    since: 'lettersAwaitingSignatureSince',
    label: 'Offer letters waiting for the authorized signature',
    path: '/admin#signature-title',
  },
  erasuresPending: { since: 'erasuresPendingSince', label: 'Requests to erase an account', path: '/admin#erasure-requests-title' },
  paymentsNeedingAttention: { since: 'paymentsNeedingAttentionSince', label: 'Payments needing attention', path: '/admin/students' },
};

/** Whether anything waits for an admin's action. */
export function somethingWaits(summary: AdminSummary): boolean {
  return STAFF_QUEUES.some((queue) => summary[queue] > 0);
}
