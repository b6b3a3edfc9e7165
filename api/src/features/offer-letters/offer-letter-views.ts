/** The offer letter's state as the student and an admin see it, and the authorized signature's (domain/views). */
import type { OfferLetterStatus } from '@portal/domain/views/offer-letter';
import type { AdminSignatureStatus } from '@portal/domain/views/signature';
import type { AdminSignatureDoc } from '../../models/admin-signature.ts';
import type { OfferLetterKind } from '../../models/offer-letter.ts';
import type { OfferLetterRequestDoc } from '../../models/offer-letter-request.ts';
import type { OfferSignatureDoc } from '../../models/offer-signature.ts';

export const LETTER_FILE_PATHS: Record<OfferLetterKind, string> = {
  draft: '/student/offer-letter/draft/file',
  final: '/student/offer-letter/final/file',
};

export function toOfferLetterStatus(
  request: OfferLetterRequestDoc | null,
  kinds: Set<OfferLetterKind>,
  signature: OfferSignatureDoc | null,
  adminSignatureSaved: boolean,
): OfferLetterStatus {
  return {
    requested: !!request,
    address: request?.addressLine ?? null,
    draftAvailable: kinds.has('draft'),
    waitingForSignature: !!request && !kinds.has('draft') && !adminSignatureSaved,
    draftDownloadUrl: kinds.has('draft') ? LETTER_FILE_PATHS.draft : null,
    signatureUploaded: !!signature,
    signedAt: signature ? signature.signedAt.toISOString() : null,
    finalAvailable: kinds.has('final'),
    finalDownloadUrl: kinds.has('final') ? LETTER_FILE_PATHS.final : null,
  };
}

export function toSignatureStatus(doc: AdminSignatureDoc | null): AdminSignatureStatus {
  return { exists: !!doc, updatedAt: doc ? doc.savedAt.toISOString() : null };
}
