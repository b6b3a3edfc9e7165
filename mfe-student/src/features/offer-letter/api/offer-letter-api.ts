/** SPEC §7 offer-letter calls of steps 6-8: status, request, the two PDFs, and the signature. */
import type { LetterKind } from '@portal/domain/offer-letter';
import type { OfferLetterStatus } from '@portal/domain/views/offer-letter';
import { queryOptions } from '@tanstack/react-query';
import { apiBlob, apiRequest } from '@portal/shared-ui/api/api-client';
import { studentKeys } from '../../../lib/query-keys';

export type OfferLetterAnswer = OfferLetterStatus & { message: string };

export function getOfferLetter(signal?: AbortSignal): Promise<OfferLetterStatus> {
  return apiRequest<OfferLetterStatus>('/student/offer-letter', { signal });
}

export const offerLetterQuery = queryOptions({ queryKey: studentKeys.offerLetter, queryFn: ({ signal }) => getOfferLetter(signal) });

export function requestOfferLetter(addressLine: string): Promise<OfferLetterAnswer> {
  return apiRequest('/student/offer-letter/request', { method: 'POST', body: { addressLine, confirm: true } });
}

/** The draft or final PDF (an empty one is an error). */
export function getLetterFile(kind: LetterKind, signal?: AbortSignal): Promise<Blob> {
  return apiBlob(`/student/offer-letter/${kind}/file`, { signal });
}

export function signOfferLetter(signatureDataUrl: string): Promise<OfferLetterAnswer> {
  return apiRequest('/student/offer-letter/sign', { method: 'POST', body: { signatureDataUrl, confirm: true } });
}

/** A letter's PDF once per visit of its section (a blob is not worth keeping after the page is left). */
export const letterFileQuery = (kind: LetterKind) =>
  queryOptions({ queryKey: studentKeys.letterFile(kind), queryFn: ({ signal }) => getLetterFile(kind, signal), gcTime: 0 });
