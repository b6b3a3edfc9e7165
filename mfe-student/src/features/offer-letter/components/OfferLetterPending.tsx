/** What an offer-letter section shows before its status has loaded: a skeleton, or the load error with Retry. */
import { Skeleton } from 'antd';
import { LoadError } from '@portal/shared-ui/components/LoadError';

export const OFFER_LOAD_FAILED = 'Failed to load your offer letter.';

export function OfferLetterPending({ error, onRetry }: { error: unknown; onRetry(): void }) {
  if (error) return <LoadError message={OFFER_LOAD_FAILED} error={error} onRetry={onRetry} />;
  return <Skeleton active aria-busy="true" aria-label="Loading your offer letter" />;
}
