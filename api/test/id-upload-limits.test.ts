/**
 * What an ID upload may cost the API: files that would decode to gigabytes are refused from their
 * headers with nothing stored, uploads are counted per account and per address, and uploads of
 * one student racing each other end with one current proof, one stored file and no 5xx.
 */
import { describe, expect, it } from 'vitest';
import {
  ID_UPLOAD_MAX_MEGAPIXELS,
  ID_UPLOAD_MAX_PDF_PAGES,
  ID_UPLOAD_REFUSAL_MESSAGES,
  ID_UPLOADS_PER_ACCOUNT,
  ID_UPLOADS_PER_ADDRESS,
} from '@portal/domain/id-proof-limits';
import { MESSAGES } from '@portal/domain/messages';
import { pngBytes } from '../../tools/test-support/document-files.ts';
import { cleanIdFileInWorker } from '../src/features/id-proofs/id-file-cleaner.ts';
import { cleanIdFile, IdFileRefused } from '../src/features/id-proofs/id-file-cleaning.ts';
import { imageLimitRefusal, pdfLimitRefusal } from '../src/features/id-proofs/id-file-limits.ts';
import { useTestApp } from './helpers/app.ts';
import { studentWith, type SignedInUser } from './helpers/factories.ts';
import { multipartBody, uploadId, type FilePart } from './helpers/multipart.ts';
import { compressedPdf, jpegDeclaring, oversizedIdFiles, pngDeclaring } from './helpers/oversized-id-files.ts';

const ctx = useTestApp();
const OVERSIZED = await oversizedIdFiles();

const MESSAGE_OF: Record<string, string> = {
  'PNG header declaring 20000 × 20000': ID_UPLOAD_REFUSAL_MESSAGES.imageTooLarge(20_000, 20_000),
  'PNG of 20000 × 20000 zeros': ID_UPLOAD_REFUSAL_MESSAGES.imageTooLarge(20_000, 20_000),
  'JPEG declaring 8900 × 8900 (79 MP)': ID_UPLOAD_REFUSAL_MESSAGES.imageTooLarge(8900, 8900),
  'JPEG declaring 8944 × 8944': ID_UPLOAD_REFUSAL_MESSAGES.imageTooLarge(8944, 8944),
  'PDF of 20,000 pages': ID_UPLOAD_REFUSAL_MESSAGES.pdfTooManyPages(20_000),
  'PDF whose object stream unpacks to 100 MB': ID_UPLOAD_REFUSAL_MESSAGES.pdfTooMuchData,
};

/** The student's stored files and proofs. */
async function storedFor(student: SignedInUser) {
  return {
    files: await ctx.app.mongo.db!.collection('id_proofs.files').countDocuments({ 'metadata.ownerId': student.id }),
    proofs: await ctx.app.models.IdProof.countDocuments({ userId: student.id }),
  };
}

const png = (name = 'id.png'): FilePart => ({ filename: name, type: 'image/png', content: pngBytes() });

describe('files that would exhaust the API', () => {
  it.each(OVERSIZED)('$name: refused with why, nothing stored', async (file) => {
    const student = await studentWith(ctx.app);
    const res = await uploadId(ctx.app, student, [file]);
    expect(res.statusCode, res.body).toBe(file.status);
    expect(res.json().message).toBe(MESSAGE_OF[file.name]);
    expect(await storedFor(student)).toEqual({ files: 0, proofs: 0 });
  });

  it('counts the pages of a PDF whose page tree is compressed in an object stream', async () => {
    const student = await studentWith(ctx.app);
    const res = await uploadId(ctx.app, student, [{ filename: 'id.pdf', type: 'application/pdf', content: await compressedPdf(60) }]);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(ID_UPLOAD_REFUSAL_MESSAGES.pdfTooManyPages(60));
    expect(await storedFor(student)).toEqual({ files: 0, proofs: 0 });
  });

  it(`lets a PDF of ${ID_UPLOAD_MAX_PDF_PAGES} pages and an image of ${ID_UPLOAD_MAX_MEGAPIXELS} megapixels through the limits`, async () => {
    expect(await pdfLimitRefusal(await compressedPdf(ID_UPLOAD_MAX_PDF_PAGES))).toBeNull();
    expect(imageLimitRefusal(pngDeclaring(5000, 5000), 'image/png')).toBeNull();
    expect(imageLimitRefusal(pngDeclaring(5000, 5001), 'image/png')).toEqual({ reason: 'too-many-pixels', width: 5000, height: 5001 });
    expect(imageLimitRefusal(jpegDeclaring(5000, 5000), 'image/jpeg')).toBeNull();
    expect(imageLimitRefusal(jpegDeclaring(5001, 5000), 'image/jpeg')).toEqual({ reason: 'too-many-pixels', width: 5001, height: 5000 });
  });
});

describe('the cleaning worker', () => {
  it('cleans off the event loop and is ended when it passes its time limit', async () => {
    const cleaned = await cleanIdFileInWorker(pngBytes(), 'image/png');
    expect(cleaned.equals(await cleanIdFile(pngBytes(), 'image/png'))).toBe(true);
    const late = await cleanIdFileInWorker(await compressedPdf(3), 'application/pdf', 1).catch((err: unknown) => err);
    expect(late).toBeInstanceOf(IdFileRefused);
    expect((late as IdFileRefused).refusal).toEqual({ reason: 'too-demanding' });
  });
});

describe('how often a student may upload', () => {
  it(`answers 429 after ${ID_UPLOADS_PER_ACCOUNT} uploads of one account, with when to try again, storing nothing`, async () => {
    const student = await studentWith(ctx.app);
    const wrongType: FilePart = { filename: 'id.txt', type: 'text/plain', content: Buffer.from('not an ID') };
    for (let i = 0; i < ID_UPLOADS_PER_ACCOUNT; i++) expect((await uploadId(ctx.app, student, [wrongType])).statusCode).toBe(400);
    const res = await uploadId(ctx.app, student, [png()]);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await storedFor(student)).toEqual({ files: 0, proofs: 0 });
    // Another account from the same address is not held back by it.
    expect((await uploadId(ctx.app, await studentWith(ctx.app), [png()])).statusCode).toBe(200);
  });

  it(`answers 429 after ${ID_UPLOADS_PER_ADDRESS} uploads from one address, whichever account sends them`, async () => {
    const remoteAddress = '203.0.113.48';
    const fromAddress = (student: SignedInUser) => {
      const { payload, headers } = multipartBody([{ filename: 'id.txt', type: 'text/plain', content: Buffer.from('x') }]);
      return ctx.app.inject({
        method: 'POST',
        url: '/student/id-proof',
        remoteAddress,
        headers: { ...student.headers, ...headers },
        payload,
      });
    };
    const accounts = Math.ceil(ID_UPLOADS_PER_ADDRESS / ID_UPLOADS_PER_ACCOUNT);
    for (let a = 0; a < accounts; a++) {
      const student = await studentWith(ctx.app);
      for (let i = 0; i < ID_UPLOADS_PER_ACCOUNT; i++) expect((await fromAddress(student)).json().message).toBe(MESSAGES.idFileType);
    }
    expect((await fromAddress(await studentWith(ctx.app))).statusCode).toBe(429);
  });
});

describe('uploads of one student racing each other', () => {
  it('twenty at once: no 5xx, one current proof, one stored file, every replaced file erased', async () => {
    const student = await studentWith(ctx.app);
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => uploadId(ctx.app, student, [png(`id-${i}.png`)])));
    for (const res of results) expect([200, 409, 429], res.body).toContain(res.statusCode);
    expect(results.filter((r) => r.statusCode === 200).length).toBeGreaterThan(0);
    await expectOneCurrentFile(student);
  });

  it('twenty saves at once in the service: each saved or told to wait, one current proof, the replaced files erased', async () => {
    const student = await studentWith(ctx.app);
    const user = (await ctx.app.models.User.findById(student.id).lean())!;
    const actor = { id: student.id, email: student.email, role: 'STUDENT', ip: '127.0.0.1' };
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const file = await ctx.app.files.put('id_proofs', student.id, pngBytes(8, 8), 'image/png', `id-${i}.png`);
        return ctx.app.idProofs.upload(actor, user, file);
      }),
    );
    expect(outcomes.map((o) => (o.ok ? 'saved' : o.reason)).filter((o) => o !== 'saved' && o !== 'busy')).toEqual([]);
    await expectOneCurrentFile(student);
  });
});

/** Exactly one current proof; its file is the student's only stored file; every other proof's file is erased. */
async function expectOneCurrentFile(student: SignedInUser) {
  const current = await ctx.app.models.IdProof.find({ activeKey: student.id }).lean();
  expect(current).toHaveLength(1);
  const files = await ctx.app.mongo.db!.collection('id_proofs.files').find({ 'metadata.ownerId': student.id }).toArray();
  expect(files.map((f) => String(f._id))).toEqual([String(current[0]!.fileId)]);
  const replaced = await ctx.app.models.IdProof.find({ userId: student.id, status: 'REPLACED' }).lean();
  for (const proof of replaced) expect(proof.fileErasedAt, String(proof._id)).toBeTruthy();
}
