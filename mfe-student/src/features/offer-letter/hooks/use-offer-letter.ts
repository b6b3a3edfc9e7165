/**
 * The offer letter's status for a section, refreshed every few seconds while the server is
 * issuing a letter (the draft after the request, the final after the signature).
 */
import { useResource } from '@portal/shared-ui/hooks/use-resource';
import { usePollWhile } from '../../../hooks/use-poll-while';
import { getOfferLetter } from '../api/offer-letter-api';

export function useOfferLetter() {
  const status = useResource(getOfferLetter, []);
  const s = status.data;
  const issuing = !!s && ((s.requested && !s.draftAvailable) || (s.signatureUploaded && !s.finalAvailable));
  usePollWhile(issuing, status.reload);
  return status;
}
