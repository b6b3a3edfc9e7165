/**
 * Every stored invoice and offer letter carries the organization's PAdES B-B signature.
 * `pdfsig` (poppler-utils), an independent reader, must call each stored file's signature valid, and
 * must stop doing so when one byte of the file changes.
 */
import { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';
import type { UserDoc } from '../src/lib/models.ts';
import { useTestApp } from './helpers/app.ts';
import type { SignedInUser } from './helpers/factories.ts';
import { pdfText } from './helpers/pdf-text.ts';
import { pdfsig } from './helpers/poppler.ts';
import { adminWithSignature, dataUrl, eventually, get, offerStatus, post, signaturePng, studentAt } from './helpers/program.ts';
import { TEST_SIGNER } from './helpers/signing.ts';
import { FIRST_FEE } from './helpers/invoice-fixtures.ts';

const ctx = useTestApp();

function expectValidSignature(pdf: Buffer) {
  const report = pdfsig(pdf);
  expect(report).toContain('Signature Validation: Signature is Valid.');
  expect(report).toContain(`Signer Certificate Common Name: ${TEST_SIGNER}`);
  expect(report).toContain('Signature Type: ETSI.CAdES.detached');
  expect(report).toContain('Signing Hash Algorithm: SHA-256');
  expect(report).toContain('Total document signed');
}

/** The file with one byte of its page content changed (a digit of the text matrix, so it still opens). */
function tampered(pdf: Buffer): Buffer {
  const copy = Buffer.from(pdf);
  const at = copy.indexOf('/Title');
  expect(at).toBeGreaterThan(0);
  copy[at + 9] = copy[at + 9] === 0x41 ? 0x42 : 0x41;
  return copy;
}

describe('digitally signed PDFs', () => {
  it('signs the stored invoice and its credit note; a changed byte breaks the signature', async () => {
    const owner = {
      _id: new Types.ObjectId(),
      email: 'asha@example.com',
      name: 'Asha Rao',
      role: 'STUDENT',
      studentId: 'CP25-000091',
      idVerified: true,
      country: 'India',
      state: 'Karnataka',
    } as unknown as UserDoc;
    const { invoice } = await ctx.app.invoices.issueForVerification(owner, { amountMinor: FIRST_FEE });
    const stored = await ctx.app.invoices.pdfOf(String(invoice._id), String(owner._id));
    expectValidSignature(stored!.bytes);
    expect((await pdfText(stored!.bytes)).replace(/\s+/g, ' ')).toContain(`Digitally signed by ${TEST_SIGNER}`);

    const broken = pdfsig(tampered(stored!.bytes));
    expect(broken).not.toContain('Signature is Valid');
    expect(broken).toMatch(/Signature Validation: Signature is Invalid|Digest Mismatch|Signature has not yet been verified|not valid/i);

    const [note] = await ctx.app.invoices.creditOpen(owner._id);
    const creditNote = (await ctx.app.invoices.pdfOf(String(note!._id), String(owner._id)))!.bytes;
    expectValidSignature(creditNote);
    expect(pdfsig(tampered(creditNote))).not.toContain('Signature is Valid');
  });

  it('signs the draft and the final offer letter as stored', async () => {
    await adminWithSignature(ctx.app);
    const student: SignedInUser = await studentAt(ctx.app, 'requested');
    ctx.app.letterWorker.kick();
    await eventually(async () => (await offerStatus(ctx.app, student)).draftAvailable, { what: 'the draft' });
    const draft = await get(ctx.app, student, '/student/offer-letter/draft/file');
    expectValidSignature(draft.rawPayload);

    const signed = await post(ctx.app, student, '/student/offer-letter/sign', { signatureDataUrl: dataUrl(signaturePng()), confirm: true });
    expect(signed.statusCode).toBe(200);
    await eventually(async () => (await offerStatus(ctx.app, student)).finalAvailable, { what: 'the final letter' });
    const final = await get(ctx.app, student, '/student/offer-letter/final/file');
    expectValidSignature(final.rawPayload);
    expect(pdfsig(tampered(final.rawPayload))).not.toContain('Signature is Valid');
  });
});
