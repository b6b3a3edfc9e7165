/**
 * How often ID uploads may be started, per account and per network address, counted in the
 * database's rate-limit windows (plugins/mongo-rate-limit-store.ts) so every API process shares
 * one count. Every attempt counts, refused ones too: each one costs a file's cleaning.
 */
import { ID_UPLOAD_RATE_WINDOW_MS, ID_UPLOADS_PER_ACCOUNT, ID_UPLOADS_PER_ADDRESS } from '@portal/domain/id-proof-limits';
import type { Models } from '../../lib/models.ts';
import { countInWindow } from '../../plugins/mongo-rate-limit-store.ts';

const KEY = 'POST /student/id-proof';

/** Counts this upload; the seconds until the next one is allowed when a limit is passed, else null. */
export async function idUploadWaitSeconds(windows: Models['RateLimitWindow'], userId: string, address: string): Promise<number | null> {
  const [account, network] = await Promise.all([
    countInWindow(windows, `${KEY}|account:${userId}`, ID_UPLOAD_RATE_WINDOW_MS),
    countInWindow(windows, `${KEY}|address:${address}`, ID_UPLOAD_RATE_WINDOW_MS),
  ]);
  const waitMs = Math.max(
    account.current > ID_UPLOADS_PER_ACCOUNT ? account.ttl : 0,
    network.current > ID_UPLOADS_PER_ADDRESS ? network.ttl : 0,
  );
  return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : null;
}
