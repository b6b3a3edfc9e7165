/** The draft offer letter: the letter with the authorized signature, for the intern to sign. */
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { offerLetterContent, offerLetterDocument, type OfferLetterContent } from './offer-letter-body.ts';

export const DRAFT_TITLE = 'Draft internship offer letter';
export const DRAFT_MARK = 'DRAFT';

export function offerDraftDocument(content: OfferLetterContent, adminSignatureDataUrl: string): TDocumentDefinitions {
  return offerLetterDocument(
    content,
    DRAFT_TITLE,
    offerLetterContent(content, adminSignatureDataUrl, { signatureDataUrl: null, signedAtUtc: null }),
    {
      watermark: { text: DRAFT_MARK, color: '#1d4ed8', opacity: 0.06, bold: true },
    },
  );
}
