/** SPEC §7 offer-letter calls of steps 6-8: status, request, the two PDFs, and the signature. */
import type { LetterKind, OfferLetterStatus } from '@portal/domain/offer-letter';
import { apiBlob, apiRequest } from '@portal/shared-ui/api/api-client';

export type OfferLetterAnswer = OfferLetterStatus & { message: string };

export function getOfferLetter(signal?: AbortSignal): Promise<OfferLetterStatus> {
  return apiRequest<OfferLetterStatus>('/student/offer-letter', { signal });
}

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
