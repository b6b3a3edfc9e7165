/**
 * Nothing is pushed off the page. Long unbroken words wrap inside their column on every
 * document, and the mandatory fields (number, date, place of supply, totals, signature block) always
 * print, inside the page box. Rendered and signed as stored; images in .data/test-artifacts/long-text/.
 */
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { breakLongWords } from '../src/documents/fonts.ts';
import { invoiceDocument, type InvoiceDocumentData } from '../src/documents/invoice.ts';
import { offerDraftDocument } from '../src/documents/offer-draft.ts';
import { offerFinalDocument } from '../src/documents/offer-final.ts';
import type { OfferLetterContent } from '../src/documents/offer-letter-body.ts';
import { createPdfRenderer, type PdfRenderer } from '../src/plugins/pdf.ts';
import { loadSigningIdentity } from '../src/plugins/pdf-signing.ts';
import { pdfText, pdfTextItems } from './helpers/pdf-text.ts';
import { artifactDir, pdfToPng } from './helpers/poppler.ts';
import { dataUrl, signaturePng } from './helpers/program.ts';
import { TEST_P12_PASSWORD, TEST_SIGNER, testP12 } from './helpers/signing.ts';

const NAME_200 = `Venkata${'r'.repeat(186)}amanan`.slice(0, 200);
const EMAIL_200 = `${'p'.repeat(64)}@${'q'.repeat(63)}.${'r'.repeat(63)}.example.in`;
const ADDRESS_500 = `Flat 4B ${'Z'.repeat(300)} ${'Lane '.repeat(30)}Bengaluru 560001`.slice(0, 500);
const SELLER = { name: 'Career Portal Learning Pvt. Ltd.', address: '2nd Floor, Sample Tech Park, Bengaluru 560103' };

let pdf: PdfRenderer;
beforeAll(() => {
  pdf = createPdfRenderer(loadSigningIdentity(testP12(), TEST_P12_PASSWORD), SELLER);
});

/** The text with every space, line break and inserted break opportunity (U+200B) removed. */
const squeeze = (text: string) => text.replace(/[\s\u200B]/g, '');

async function expectAllInsidePages(bytes: Buffer) {
  const items = await pdfTextItems(bytes);
  expect(items.length).toBeGreaterThan(10);
  // The diagonal watermark (DRAFT, CANCELLED) is drawn rotated; its unrotated width says nothing.
  for (const item of items.filter((i) => !['DRAFT', 'CANCELLED'].includes(i.str))) {
    const where = `"${item.str.slice(0, 30)}" on page ${item.page} at ${item.x.toFixed(1)},${item.y.toFixed(1)} width ${item.width.toFixed(1)}`;
    expect(item.x, where).toBeGreaterThanOrEqual(0);
    expect(item.x + item.width, where).toBeLessThanOrEqual(item.pageWidth + 0.5);
    expect(item.y, where).toBeGreaterThanOrEqual(0);
    expect(item.y, where).toBeLessThanOrEqual(item.pageHeight);
  }
}

const invoice = (over: Partial<InvoiceDocumentData> = {}): InvoiceDocumentData => ({
  invoiceNumber: 'INV/25-26/00042',
  issuedAt: new Date('2025-11-05T06:00:00Z'),
  status: 'ISSUED',
  seller: { ...SELLER, gstin: '29AABCC1234D1Z7', state: 'Karnataka', stateCode: '29' },
  buyerName: NAME_200,
  buyerEmail: EMAIL_200,
  buyerState: 'Karnataka',
  buyerCountry: 'India',
  placeOfSupply: 'Karnataka (29)',
  description: 'Industrial training fee',
  sac: '999293',
  amountMinor: 499900,
  baseMinor: 423644,
  cgstMinor: 38128,
  sgstMinor: 38128,
  igstMinor: 0,
  ratePercent: 18,
  currency: 'INR',
  signedBy: TEST_SIGNER,
  ...over,
});

const letter = (over: Partial<OfferLetterContent['student']> = {}): OfferLetterContent => ({
  reference: 'OL/CP25-000042',
  issuedAt: '2025-11-20T06:00:00.000Z',
  company: { name: SELLER.name, address: SELLER.address, supportEmail: 'support@careerportal.in' },
  student: { name: NAME_200, studentId: 'CP25-000042', email: EMAIL_200, address: ADDRESS_500, ...over },
  specialization: 'Data Science',
  startDateCode: 'DEC10',
  durationWeeks: 6,
  backgroundLine: `Background: ${'B'.repeat(120)} at ${'C'.repeat(150)}`,
});

describe('e-mail addresses', () => {
  it('move whole to the next line, never broken inside (a broken one reads as two)', async () => {
    // The sentence of the offer letter, moved along its line a word at a time: at some lengths the
    // address reaches the line's end.
    const email = 'asha.walk5@example.com';
    for (let words = 0; words < 16; words++) {
      const sentence = `${'Report online at 10:00 AM IST '.repeat(2)}${'on time '.repeat(words)}e-mailed to ${email} before that day.`;
      const bytes = await pdf.render({ content: [{ text: sentence }] });
      const lines = (await pdfText(bytes)).replace(/\u200B/g, '').split('\n');
      expect(
        lines.filter((line) => line.includes('@')),
        `${words} words before it`,
      ).toEqual([expect.stringContaining(email)]);
    }
  });

  it('break only after their @ and dots when longer than a line', () => {
    const long = `${'p'.repeat(18)}.${'q'.repeat(12)}@mail.example.in`;
    expect(breakLongWords(`to ${long}.`).split('\u200B')).toEqual([
      `to ${'p'.repeat(18)}.`,
      `${'q'.repeat(12)}@`,
      'mail.',
      'example.',
      'in.',
    ]);
    expect(breakLongWords('to asha.walk5@example.com, before')).toBe('to asha.walk5@example.com, before');
  });
});

describe('long unbroken words', () => {
  it.each([60, 80, 200])('a %i-character name and a 200-character e-mail leave every invoice field on the page', async (length) => {
    const bytes = await pdf.render(invoiceDocument(invoice({ buyerName: NAME_200.slice(0, length) })));
    pdfToPng(bytes, path.join(artifactDir('long-text'), `invoice-name-${length}.png`), 60);
    const text = squeeze(await pdfText(bytes));
    for (const field of [
      'InvoiceNo.:INV/25-26/00042',
      'Invoicedate:5Nov2025',
      'Placeofsupply:Karnataka(29)',
      'Taxablevalue',
      '₹4,236.44',
      'CGST@9%',
      'SGST@9%',
      '₹381.28',
      '₹4,999.00',
      'Amountinwords:',
      'AuthorisedSignatory',
      `Digitallysignedby${squeeze(TEST_SIGNER)}`,
      squeeze(NAME_200.slice(0, length)),
      EMAIL_200,
    ]) {
      expect(text, field).toContain(field);
    }
    await expectAllInsidePages(bytes);
    const items = await pdfTextItems(bytes);
    expect(new Set(items.map((i) => i.page))).toEqual(new Set([1]));
    // The invoice details column keeps its place on the right half.
    const details = items.find((i) => i.str.startsWith('Invoice No.'))!;
    expect(details.x).toBeGreaterThan(250);
  });

  it('the draft and final offer letters wrap a 200-character name, e-mail and a 500-character address', async () => {
    const signature = dataUrl(signaturePng());
    const evidence = {
      userId: '6561f0c2a1b2c3d4e5f60718',
      email: EMAIL_200,
      signedAtUtc: '2025-11-21T10:15:30.123Z',
      ip: '203.0.113.7',
      userAgent: `Mozilla/5.0 ${'X'.repeat(300)}`,
      draftSha256: 'a'.repeat(64),
      draftIssuedAtUtc: '2025-11-20T06:00:00.000Z',
      signatureSha256: 'b'.repeat(64),
      adminSignatureSha256: 'c'.repeat(64),
      finalIssuedAtUtc: '2025-11-21T10:16:00.000Z',
    };
    for (const [kind, doc] of [
      ['draft', offerDraftDocument(letter(), signature)],
      ['final', offerFinalDocument(letter(), signature, signature, evidence)],
    ] as const) {
      const bytes = await pdf.render(doc);
      pdfToPng(bytes, path.join(artifactDir('long-text'), `offer-${kind}.png`), 60);
      const text = squeeze(await pdfText(bytes));
      for (const field of [
        'Ref:OL/CP25-000042',
        'Date:20Nov2025',
        squeeze(NAME_200),
        EMAIL_200,
        squeeze(ADDRESS_500),
        'AuthorizedSignatory',
        'Acceptedbytheintern',
        'DataScience',
      ]) {
        expect(text, `${kind}: ${field.slice(0, 40)}`).toContain(field);
      }
      if (kind === 'final') expect(text).toContain(evidence.userAgent.replace(/\s/g, ''));
      await expectAllInsidePages(bytes);
    }
  });
});
