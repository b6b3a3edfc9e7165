/**
 * The offer letter's status for a section, asked again every few seconds (for at most a few
 * minutes) while the server is issuing a letter: the draft after the request, the final after the
 * signature.
 */
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import type { OfferLetterStatus } from '@portal/domain/views/offer-letter';
import { offerLetterQuery } from '../api/offer-letter-api';

export const POLL_INTERVAL_MS = 4_000;
export const POLL_MAX_MS = 3 * 60_000;

const isIssuing = (s: OfferLetterStatus | undefined) =>
  !!s && ((s.requested && !s.draftAvailable) || (s.signatureUploaded && !s.finalAvailable));

export function useOfferLetter() {
  // When the current wait for a letter began (null while nothing is being issued).
  const waitingSince = useRef<number | null>(null);
  return useQuery({
    ...offerLetterQuery,
    refetchInterval: (query) => {
      if (!isIssuing(query.state.data)) {
        waitingSince.current = null;
        return false;
      }
      waitingSince.current ??= Date.now();
      return Date.now() - waitingSince.current > POLL_MAX_MS ? false : POLL_INTERVAL_MS;
    },
  });
}
