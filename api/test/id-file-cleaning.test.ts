/**
 * Uploaded ID files are stored clean: a PDF comes back without its scripts, open and launch
 * actions, embedded files and form; a PNG with an HTML page after its end and a JPEG followed by
 * a PDF come back as valid images holding only their pixels. The hash the admin sees is the
 * stored file's.
 */
import { describe, expect, it } from 'vitest';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { PDFDocument } from 'pdf-lib';
import { API_MESSAGES } from '../src/lib/messages.ts';
import { activeContentIn } from '../src/features/id-proofs/id-file-cleaning.ts';
import { sha256Hex } from '../src/plugins/files.ts';
import { jpegBytes, pdfBytes, pngBytes } from '../../tools/test-support/document-files.ts';
import { useTestApp } from './helpers/app.ts';
import { studentWith, type SignedInUser } from './helpers/factories.ts';
import { uploadId } from './helpers/multipart.ts';
import { pdfText } from './helpers/pdf-text.ts';

const ctx = useTestApp();

/** A PDF built object by object, as an attacker would: `objects[i]` is object i + 1, the catalog first. */
function pdfOf(objects: string[]): Buffer {
  let out = '%PDF-1.7\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const TEXT = 'BT /F1 24 Tf 72 720 Td (Voter ID XYZ1234567) Tj ET';
const ACTIVE_PDF = pdfOf([
  '<< /Type /Catalog /Pages 2 0 R /OpenAction 6 0 R /Names << /JavaScript << /Names [(x) 6 0 R] >> /EmbeddedFiles << /Names [(a.exe) 8 0 R] >> >> /AcroForm << /Fields [9 0 R] >> >>',
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> /AA << /O 6 0 R >> /Annots [7 0 R 9 0 R] >>',
  `<< /Length ${TEXT.length} >>\nstream\n${TEXT}\nendstream`,
  '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  '<< /Type /Action /S /JavaScript /JS (app.alert\\("pwned"\\)) >>',
  '<< /Type /Annot /Subtype /Link /Rect [0 0 100 100] /A << /S /Launch /F (cmd.exe) >> >>',
  '<< /Type /Filespec /F (a.exe) /EF << /F 10 0 R >> >>',
  '<< /Type /Annot /Subtype /Widget /FT /Tx /T (name) /Rect [0 0 10 10] /AA << /K 6 0 R >> >>',
  '<< /Type /EmbeddedFile /Length 12 >>\nstream\nMZ-malicious\nendstream',
]);

const getFile = (user: SignedInUser) => ctx.app.inject({ method: 'GET', url: '/student/id-proof/file', headers: user.headers });

async function uploadAndFetch(filename: string, type: string, content: Buffer) {
  const student = await studentWith(ctx.app);
  const res = await uploadId(ctx.app, student, [{ filename, type, content }]);
  expect(res.statusCode, res.body).toBe(200);
  const file = await getFile(student);
  expect(file.statusCode).toBe(200);
  const proof = await ctx.app.models.IdProof.findOne({ activeKey: student.id }).lean();
  return { student, view: res.json(), stored: file.rawPayload, proof: proof! };
}

describe('a PDF is stored without active content', () => {
  it('drops the OpenAction script, the JavaScript names, embedded files, the form, page and link actions; keeps the page', async () => {
    const loaded = await PDFDocument.load(ACTIVE_PDF);
    expect(activeContentIn(loaded)).toEqual(expect.arrayContaining(['OpenAction', 'JavaScript', 'AcroForm', 'EF', 'AA']));

    const { stored, view, proof } = await uploadAndFetch('voter-id.pdf', 'application/pdf', ACTIVE_PDF);
    const text = stored.toString('latin1');
    for (const active of [
      '/JavaScript',
      '/JS',
      '/OpenAction',
      '/AA',
      '/EmbeddedFile',
      '/AcroForm',
      '/Launch',
      'app.alert',
      'cmd.exe',
      'MZ-malicious',
    ]) {
      expect(text, active).not.toContain(active);
    }
    const reread = await PDFDocument.load(stored);
    expect(reread.getPageCount()).toBe(1);
    expect(activeContentIn(reread)).toEqual([]);
    expect(await pdfText(stored)).toContain('Voter ID XYZ1234567');
    // The stored, clean file is what the student's card and the admin's hash describe.
    expect(view.sizeBytes).toBe(stored.length);
    expect(proof.sha256).toBe(sha256Hex(stored));
  });

  it('refuses a PDF that cannot be read, and a password-protected one, with what to do', async () => {
    const student = await studentWith(ctx.app);
    const broken = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200, 0x41)]);
    const res = await uploadId(ctx.app, student, [{ filename: 'id.pdf', type: 'application/pdf', content: broken }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(API_MESSAGES.idFileUnreadable);
    const encrypted = pdfOf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
      '<< /Filter /Standard /V 1 /R 2 /O (0123456789abcdef0123456789abcdef) /U (0123456789abcdef0123456789abcdef) /P -4 >>',
    ])
      .toString('latin1')
      .replace('/Root 1 0 R', '/Root 1 0 R /Encrypt 4 0 R');
    const locked = await uploadId(ctx.app, student, [
      { filename: 'id.pdf', type: 'application/pdf', content: Buffer.from(encrypted, 'latin1') },
    ]);
    expect(locked.statusCode).toBe(400);
    expect(locked.json().message).toBe(API_MESSAGES.idFilePasswordProtected);
    expect(await ctx.app.models.IdProof.countDocuments({ userId: student.id })).toBe(0);
  });

  it('keeps a plain PDF readable', async () => {
    const { stored } = await uploadAndFetch('id.pdf', 'application/pdf', pdfBytes('Passport P1234567'));
    expect(await pdfText(stored)).toContain('Passport P1234567');
  });
});

describe('an image is stored re-encoded from its pixels', () => {
  it('a PNG with an HTML page after its end comes back a valid PNG with the same pixels and no HTML', async () => {
    const original = pngBytes(48, 32, [10, 120, 40]);
    const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    const { stored, proof } = await uploadAndFetch('id.png', 'image/png', Buffer.concat([original, html]));
    expect(stored.includes(Buffer.from('<script'))).toBe(false);
    expect(stored.includes(Buffer.from('<html'))).toBe(false);
    expect(stored.subarray(-8).toString('latin1')).toBe('IEND\xaeB`\x82');
    const decoded = PNG.sync.read(stored);
    expect([decoded.width, decoded.height]).toEqual([48, 32]);
    expect([...decoded.data.subarray(0, 4)]).toEqual([10, 120, 40, 255]);
    expect(proof.sha256).toBe(sha256Hex(stored));
  });

  it('a JPEG followed by a PDF comes back a JPEG without the PDF', async () => {
    const { stored } = await uploadAndFetch('id.jpg', 'image/jpeg', Buffer.concat([jpegBytes(), pdfBytes('hidden')]));
    expect(stored.includes(Buffer.from('%PDF'))).toBe(false);
    expect(stored.subarray(0, 2).equals(Buffer.from([0xff, 0xd8]))).toBe(true);
    expect(jpeg.decode(stored).width).toBe(8);
  });

  it('refuses an image that cannot be decoded', async () => {
    const student = await studentWith(ctx.app);
    const fake = Buffer.concat([pngBytes().subarray(0, 33), Buffer.alloc(100, 7)]);
    const res = await uploadId(ctx.app, student, [{ filename: 'id.png', type: 'image/png', content: fake }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(API_MESSAGES.idFileUnreadable);
  });
});
