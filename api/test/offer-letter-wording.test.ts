/**
 * The final letter is worded as a signed letter. The draft asks the intern to sign from
 * the dashboard; the final, which carries the intern's signature, says the offer was accepted and
 * when, and no longer asks for a signature. Rendered and read back as text (pure builders, no database).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { istDateTimeSecondsLabel } from '@portal/domain/calendar';
import { offerDraftDocument } from '../src/documents/offer-draft.ts';
import { offerFinalDocument, type SigningEvidence } from '../src/documents/offer-final.ts';
import type { OfferLetterContent } from '../src/documents/offer-letter-body.ts';
import { createPdfRenderer, type PdfRenderer } from '../src/plugins/pdf.ts';
import { loadSigningIdentity } from '../src/plugins/pdf-signing.ts';
import { pdfText } from './helpers/pdf-text.ts';
import { dataUrl, signaturePng } from './helpers/program.ts';
import { TEST_P12_PASSWORD, testP12 } from './helpers/signing.ts';

const SELLER = { name: 'Career Portal Learning Pvt. Ltd.', address: '2nd Floor, Sample Tech Park, Bengaluru 560103' };
const LETTER: OfferLetterContent = {
  reference: 'OL/CP25-000042',
  issuedAt: '2025-11-20T06:00:00.000Z',
  company: { name: SELLER.name, address: SELLER.address, supportEmail: 'support@careerportal.in' },
  student: { name: 'Asha Rao', studentId: 'CP25-000042', email: 'asha@example.in', address: '221B Residency Road, Bengaluru 560025' },
  specialization: 'Data Science',
  startDateCode: 'DEC10',
  durationWeeks: 6,
  backgroundLine: null,
};
const SIGNED_AT = '2025-11-21T10:15:30.123Z';
const EVIDENCE: SigningEvidence = {
  userId: '6561f0c2a1b2c3d4e5f60718',
  email: 'asha@example.in',
  signedAtUtc: SIGNED_AT,
  ip: '203.0.113.7',
  userAgent: 'Mozilla/5.0',
  draftSha256: 'a'.repeat(64),
  draftIssuedAtUtc: '2025-11-20T06:00:00.000Z',
  signatureSha256: 'b'.repeat(64),
  adminSignatureSha256: 'c'.repeat(64),
  finalIssuedAtUtc: '2025-11-21T10:16:00.000Z',
};
/** One line of text, as a reader sees it. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

let pdf: PdfRenderer;
beforeAll(() => {
  pdf = createPdfRenderer(loadSigningIdentity(testP12(), TEST_P12_PASSWORD), SELLER);
});

describe('the offer letter says what has happened to it', () => {
  const signature = dataUrl(signaturePng());

  it('the draft asks the intern to sign it from the dashboard', async () => {
    const text = flat(await pdfText(await pdf.render(offerDraftDocument(LETTER, signature))));
    expect(text).toContain('To accept this offer, sign it from your dashboard.');
    expect(text).toContain('Sign from your dashboard to accept this offer.');
  });

  it('the final letter says the offer was accepted, and when, and asks for no signature', async () => {
    const text = flat(await pdfText(await pdf.render(offerFinalDocument(LETTER, signature, signature, EVIDENCE))));
    const signedAt = istDateTimeSecondsLabel(new Date(SIGNED_AT));
    expect(text).toContain(`Asha Rao accepted this offer by signing it electronically on ${signedAt}.`);
    expect(text).toContain('This final letter carries both signatures; its last page records the signing.');
    expect(text).toContain(`Signed electronically on ${signedAt}`);
    expect(text).not.toMatch(/sign it from your dashboard|Sign from your dashboard/i);
  });
});
