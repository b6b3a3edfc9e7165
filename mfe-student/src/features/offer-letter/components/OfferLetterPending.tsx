/** What an offer-letter section shows before its status has loaded: a skeleton, or the load error with Retry. */
import { Skeleton } from 'antd';
import type { OfferLetterStatus } from '@portal/domain/offer-letter';
import type { Resource } from '@portal/shared-ui/hooks/use-resource';
import { LoadError } from '@portal/shared-ui/components/LoadError';

export const OFFER_LOAD_FAILED = 'Failed to load your offer letter.';

export function OfferLetterPending({ status }: { status: Resource<OfferLetterStatus> }) {
  if (status.state.status === 'error')
    return <LoadError message={OFFER_LOAD_FAILED} error={status.state.error} onRetry={() => void status.reload()} />;
  return <Skeleton active aria-busy="true" aria-label="Loading your offer letter" />;
}
