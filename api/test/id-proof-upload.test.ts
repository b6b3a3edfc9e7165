/** The student's Government ID: status, upload and replace, spoof and size checks, the file itself (SPEC §3-§5, §7). */
import { describe, expect, it } from 'vitest';
import { ID_UPLOAD_MAX_BYTES } from '@portal/domain/constants';
import { MESSAGES } from '@portal/domain/messages';
import { API_MESSAGES } from '../src/lib/messages.ts';
import { sha256Hex } from '../src/plugins/files.ts';
import { jpegBytes, pdfBytes, pngBytes } from '../../tools/test-support/document-files.ts';
import { cleanIdFile } from '../src/features/id-proofs/id-file-cleaning.ts';
import { pdfText } from './helpers/pdf-text.ts';
import { useTestApp } from './helpers/app.ts';
import { signInAs, studentWith, type SignedInUser } from './helpers/factories.ts';
import { uploadId, type FilePart } from './helpers/multipart.ts';

const ctx = useTestApp();

/** The test PNG as it is stored: re-encoded from its pixels (id-file-cleaning.ts). */
const STORED_PNG = await cleanIdFile(pngBytes(), 'image/png');
const png = (filename = 'id.png'): FilePart => ({ filename, type: 'image/png', content: pngBytes() });
const pdf = (filename = 'id.pdf'): FilePart => ({ filename, type: 'application/pdf', content: pdfBytes() });

async function storedFileCounts() {
  const db = ctx.app.mongo.db!;
  return {
    files: await db.collection('id_proofs.files').countDocuments(),
    chunks: await db.collection('id_proofs.chunks').countDocuments(),
    proofs: await ctx.app.models.IdProof.countDocuments(),
  };
}

const getStatus = (user: SignedInUser) => ctx.app.inject({ method: 'GET', url: '/student/id-proof', headers: user.headers });
const getFile = (user: SignedInUser) => ctx.app.inject({ method: 'GET', url: '/student/id-proof/file', headers: user.headers });

describe('GET /student/id-proof', () => {
  it('answers NOT_UPLOADED with nulls before any upload', async () => {
    const student = await studentWith(ctx.app);
    const res = await getStatus(student);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: null,
      status: 'NOT_UPLOADED',
      fileName: null,
      mimeType: null,
      sizeBytes: null,
      uploadedAt: null,
      reviewNote: null,
      fileErasedAt: null,
    });
  });
});

describe('POST /student/id-proof', () => {
  it('stores a PNG as PENDING and answers the new status with name, type, size and time', async () => {
    const student = await studentWith(ctx.app);
    const before = Date.now();
    const res = await uploadId(ctx.app, student, [png('my id.png')]);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'PENDING',
      fileName: 'my id.png',
      mimeType: 'image/png',
      sizeBytes: STORED_PNG.length,
      reviewNote: null,
    });
    expect(Date.parse(body.uploadedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect((await getStatus(student)).json()).toEqual(body);

    const [file] = await ctx.app.mongo.db!.collection('id_proofs.files').find({ 'metadata.ownerId': student.id }).toArray();
    expect(file?.metadata).toEqual({
      ownerId: student.id,
      kind: 'id_proofs',
      sha256: sha256Hex(STORED_PNG),
      mime: 'image/png',
      size: STORED_PNG.length,
      encryption: expect.objectContaining({ alg: 'A256GCM' }),
    });
  });

  it('stores the file name without bidi, control or invisible characters, as admins will read it', async () => {
    const student = await studentWith(ctx.app);
    const res = await uploadId(ctx.app, student, [png('evil\u202Egnp.exe\u200B.png')]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().fileName).toBe('evilgnp.exe.png');
  });

  it('accepts a JPEG and a PDF, also when the browser declares no type', async () => {
    const student = await studentWith(ctx.app);
    let res = await uploadId(ctx.app, student, [{ filename: 'id.JPG', type: 'image/jpeg', content: jpegBytes() }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().mimeType).toBe('image/jpeg');
    res = await uploadId(ctx.app, student, [{ filename: 'scan.pdf', type: 'application/octet-stream', content: pdfBytes() }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().mimeType).toBe('application/pdf');
  });

  it('takes a 5 MB PDF, stores its clean rewrite and serves that back inline with safe headers', async () => {
    const student = await studentWith(ctx.app);
    const bytes = pdfBytes('Five megabytes', 5_000_000);
    const res = await uploadId(ctx.app, student, [{ filename: 'passport ñ.pdf', type: 'application/pdf', content: bytes }]);
    expect(res.statusCode, res.body).toBe(200);

    const file = await getFile(student);
    expect(file.statusCode).toBe(200);
    // The padding object no page uses is not copied into the stored file; the page is.
    expect(res.json().sizeBytes).toBe(file.rawPayload.length);
    expect(file.rawPayload.length).toBeLessThan(10_000);
    expect(await pdfText(file.rawPayload)).toContain('Five megabytes');
    const proof = await ctx.app.models.IdProof.findOne({ activeKey: student.id }).lean();
    expect(proof?.sha256).toBe(sha256Hex(file.rawPayload));
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`inline; filename="passport _.pdf"; filename*=UTF-8''passport%20%C3%B1.pdf`);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toBe('private, no-store');
  });

  describe('refuses with the SPEC message and stores nothing', () => {
    const cases: { name: string; files: FilePart[]; status: number; message: string; cutAfter?: number }[] = [
      {
        name: 'an HTML page named .pdf',
        files: [
          {
            filename: 'id.pdf',
            type: 'application/pdf',
            content: Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
          },
        ],
        status: 400,
        message: MESSAGES.idFileType,
      },
      {
        name: 'a Windows program named .png',
        files: [
          {
            filename: 'id.png',
            type: 'image/png',
            content: Buffer.concat([
              Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'),
              Buffer.alloc(200),
              Buffer.from('PE\x00\x00', 'latin1'),
              Buffer.alloc(4000),
            ]),
          },
        ],
        status: 400,
        message: MESSAGES.idFileType,
      },
      {
        name: 'a PNG declared as a PDF',
        files: [{ filename: 'id.pdf', type: 'application/pdf', content: pngBytes() }],
        status: 400,
        message: MESSAGES.idFileType,
      },
      {
        name: 'a PNG named .pdf without a declared type',
        files: [{ filename: 'id.pdf', type: 'application/octet-stream', content: pngBytes() }],
        status: 400,
        message: MESSAGES.idFileType,
      },
      {
        name: 'a PDF declared as a PNG but named .pdf',
        files: [{ filename: 'id.pdf', type: 'image/png', content: pdfBytes() }],
        status: 400,
        message: MESSAGES.idFileType,
      },
      {
        name: 'a GIF',
        files: [{ filename: 'id.gif', type: 'image/gif', content: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1') }],
        status: 400,
        message: MESSAGES.idFileType,
      },
      {
        name: 'an empty file',
        files: [{ filename: 'id.png', type: 'image/png', content: Buffer.alloc(0) }],
        status: 400,
        message: MESSAGES.idFileRequired,
      },
      { name: 'no file at all', files: [], status: 400, message: MESSAGES.idFileRequired },
      { name: 'a file in another field', files: [{ ...png(), field: 'document' }], status: 400, message: MESSAGES.idFileRequired },
      {
        name: '10 MiB + 1 byte',
        files: [{ filename: 'big.pdf', type: 'application/pdf', content: pdfBytes('big', ID_UPLOAD_MAX_BYTES + 1) }],
        status: 413,
        message: MESSAGES.idFileTooLarge,
      },
      { name: 'two files', files: [png('a.png'), png('b.png')], status: 400, message: API_MESSAGES.uploadOneFile },
    ];
    for (const c of cases) {
      it(c.name, async () => {
        const student = await studentWith(ctx.app);
        const before = await storedFileCounts();
        const res = await uploadId(ctx.app, student, c.files, { cutAfter: c.cutAfter });
        expect(res.statusCode, res.body).toBe(c.status);
        expect(res.json().message).toBe(c.message);
        expect(await storedFileCounts()).toEqual(before);
        expect((await getStatus(student)).json().status).toBe('NOT_UPLOADED');
      });
    }

    it('a truncated upload (the body ends inside the file)', async () => {
      const student = await studentWith(ctx.app);
      const before = await storedFileCounts();
      const res = await uploadId(ctx.app, student, [{ filename: 'id.pdf', type: 'application/pdf', content: pdfBytes('cut', 300_000) }], {
        cutAfter: 200_000,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(API_MESSAGES.uploadIncomplete);
      expect(await storedFileCounts()).toEqual(before);
    });

    it('a JSON body instead of a form', async () => {
      const student = await studentWith(ctx.app);
      const res = await ctx.app.inject({ method: 'POST', url: '/student/id-proof', headers: student.headers, payload: { file: 'x' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MESSAGES.idFileRequired);
    });
  });

  it('replaces a PENDING upload with a new proof id and deletes the earlier file', async () => {
    const student = await studentWith(ctx.app);
    const first = (await uploadId(ctx.app, student, [png('first.png')])).json();
    const second = await uploadId(ctx.app, student, [pdf('second.pdf')]);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({ status: 'PENDING', fileName: 'second.pdf', mimeType: 'application/pdf' });
    expect(second.json().id).not.toBe(first.id);

    const files = await ctx.app.mongo.db!.collection('id_proofs.files').find({ 'metadata.ownerId': student.id }).toArray();
    expect(files.map((f) => f.filename)).toEqual(['second.pdf']);
    expect((await ctx.app.models.IdProof.findById(first.id).lean())?.status).toBe('REPLACED');
    expect((await getFile(student)).headers['content-type']).toBe('application/pdf');
  });

  it('replaces a REJECTED upload, and the new one is PENDING without the old note', async () => {
    const student = await studentWith(ctx.app);
    const first = (await uploadId(ctx.app, student, [png()])).json();
    await ctx.app.models.IdProof.updateOne({ _id: first.id }, { $set: { status: 'REJECTED', reviewNote: 'Blurred photo.' } });
    expect((await getStatus(student)).json()).toMatchObject({ status: 'REJECTED', reviewNote: 'Blurred photo.' });

    const res = await uploadId(ctx.app, student, [png('clearer.png')]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'PENDING', reviewNote: null, fileName: 'clearer.png' });
  });

  it('refuses any upload once the ID is VERIFIED and keeps the verified file', async () => {
    const student = await studentWith(ctx.app);
    const first = (await uploadId(ctx.app, student, [png()])).json();
    await ctx.app.models.IdProof.updateOne({ _id: first.id }, { $set: { status: 'VERIFIED' } });
    const before = await storedFileCounts();

    const res = await uploadId(ctx.app, student, [pdf()]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(API_MESSAGES.idProofLocked);
    expect(await storedFileCounts()).toEqual(before);
    expect((await getStatus(student)).json()).toMatchObject({ id: first.id, status: 'VERIFIED' });
  });

  it('two uploads at once end with exactly one current proof and one stored file', async () => {
    const student = await studentWith(ctx.app);
    const results = await Promise.all([uploadId(ctx.app, student, [png('a.png')]), uploadId(ctx.app, student, [png('b.png')])]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await ctx.app.models.IdProof.countDocuments({ activeKey: student.id })).toBe(1);
    expect(await ctx.app.mongo.db!.collection('id_proofs.files').countDocuments({ 'metadata.ownerId': student.id })).toBe(1);
  });
});

describe('GET /student/id-proof/file', () => {
  it("answers 404 before an upload and only ever serves the student's own file", async () => {
    const owner = await studentWith(ctx.app);
    const other = await studentWith(ctx.app);
    expect((await getFile(owner)).statusCode).toBe(404);
    await uploadId(ctx.app, owner, [png()]);
    expect((await getFile(owner)).rawPayload.equals(STORED_PNG)).toBe(true);
    const res = await getFile(other);
    expect(res.statusCode).toBe(404);
  });

  it('answers 410 with the SPEC message when the stored file is gone', async () => {
    const student = await studentWith(ctx.app);
    const proof = (await uploadId(ctx.app, student, [png()])).json();
    const doc = await ctx.app.models.IdProof.findById(proof.id).lean();
    await ctx.app.files.remove('id_proofs', doc!.fileId);
    const res = await getFile(student);
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toBe(MESSAGES.fileGone);
  });
});

describe('/student/* is for students only', () => {
  it('answers 401 without a token and 403 to ADMIN and CA', async () => {
    const calls = [
      { method: 'GET' as const, url: '/student/id-proof' },
      { method: 'POST' as const, url: '/student/id-proof' },
      { method: 'GET' as const, url: '/student/id-proof/file' },
      { method: 'GET' as const, url: '/student/journey' },
    ];
    const admin = await signInAs(ctx.app, 'ADMIN');
    const ca = await signInAs(ctx.app, 'CA');
    for (const call of calls) {
      expect((await ctx.app.inject(call)).statusCode, call.url).toBe(401);
      for (const staff of [admin, ca]) {
        const res = await ctx.app.inject({ ...call, headers: staff.headers });
        expect(res.statusCode, call.url).toBe(403);
      }
    }
  });
});
