/**
 * The final offer letter: the draft's content with both signatures, and a last page with the
 * evidence of the e-signature (who, when in UTC, IP, user agent) and the SHA-256 of the draft
 * the intern was shown and of the signature image, so either file can be checked later.
 */
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { istDateTimeSecondsLabel } from '@portal/domain/calendar';
import { offerLetterContent, offerLetterDocument, type OfferLetterContent } from './offer-letter-body.ts';

export const FINAL_TITLE = 'Signed internship offer letter';
export const EVIDENCE_TITLE = 'Electronic signature evidence';

export interface SigningEvidence {
  userId: string;
  email: string;
  /** ISO 8601 in UTC, e.g. 2025-11-22T10:15:30.123Z */
  signedAtUtc: string;
  ip: string | null;
  userAgent: string | null;
  draftSha256: string;
  draftIssuedAtUtc: string;
  signatureSha256: string;
  adminSignatureSha256: string;
  finalIssuedAtUtc: string;
}

/** "24 Nov 2026, 13:33:44 IST (2026-11-24T08:03:44.123Z UTC)": India time to read, UTC to check. */
export function atIndiaAndUtc(isoUtc: string): string {
  return `${istDateTimeSecondsLabel(new Date(isoUtc))} (${isoUtc} UTC)`;
}

function evidencePage(c: OfferLetterContent, e: SigningEvidence): Content[] {
  const row = (name: string, value: string) => [
    { text: name, bold: true },
    { text: value, style: 'mono' },
  ];
  return [
    { text: EVIDENCE_TITLE, style: 'title', pageBreak: 'before', margin: [0, 0, 0, 8] },
    {
      text: `${c.student.name} accepted offer letter ${c.reference} by drawing a signature on the draft in the ${c.company.name} student dashboard after confirming that it cannot be changed later. This page records that act.`,
      margin: [0, 0, 0, 10],
    },
    {
      table: {
        widths: [150, '*'],
        body: [
          row('Intern', `${c.student.name} (Student ID ${c.student.studentId})`),
          row('Account', `${e.email} · user ${e.userId}`),
          row('Signed at', atIndiaAndUtc(e.signedAtUtc)),
          row('IP address', e.ip ?? 'not recorded'),
          row('User agent', e.userAgent ?? 'not recorded'),
          row('Draft issued at', atIndiaAndUtc(e.draftIssuedAtUtc)),
          row('SHA-256 of the draft letter', e.draftSha256),
          row('SHA-256 of the intern signature', e.signatureSha256),
          row('SHA-256 of the authorized signature', e.adminSignatureSha256),
          row('Final letter issued at', atIndiaAndUtc(e.finalIssuedAtUtc)),
        ],
      },
      layout: 'lightHorizontalLines',
      margin: [0, 0, 0, 10],
    },
    {
      text: 'A SHA-256 hash identifies a file exactly: hashing the draft PDF the intern was shown, or the signature image, gives the value above, and any change to the file gives a different one.',
      style: 'small',
    },
  ];
}

export function offerFinalDocument(
  content: OfferLetterContent,
  adminSignatureDataUrl: string,
  studentSignatureDataUrl: string,
  evidence: SigningEvidence,
): TDocumentDefinitions {
  return offerLetterDocument(content, FINAL_TITLE, [
    ...offerLetterContent(content, adminSignatureDataUrl, { signatureDataUrl: studentSignatureDataUrl, signedAtUtc: evidence.signedAtUtc }),
    ...evidencePage(content, evidence),
  ]);
}
