/**
 * Small files that would cost an ID upload's cleaning gigabytes or minutes: images declaring
 * more pixels than allowed, PDFs of too many pages and a PDF whose object stream unpacks to more
 * than allowed. Built in code from a few bytes (the test and `npm run bench:uploads` send them).
 */
import { crc32, deflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { jpegBytes } from '../../../tools/test-support/document-files.ts';

export interface OversizedIdFile {
  name: string;
  filename: string;
  type: string;
  content: Buffer;
  /** The status the upload is answered with. */
  status: 400 | 413;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 1-bit greyscale PNG of `width` × `height` with `pixels` (the filtered rows) as its image data. */
function png(width: number, height: number, pixels: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG header declaring `width` × `height`, with one byte of image data. */
export const pngDeclaring = (width: number, height: number) => png(width, height, Buffer.alloc(1));

/** The 8 × 8 test JPEG with its start-of-frame segment declaring `width` × `height`. */
export function jpegDeclaring(width: number, height: number): Buffer {
  const bytes = Buffer.from(jpegBytes());
  const frame = bytes.indexOf(Buffer.from([0xff, 0xc0]));
  bytes.writeUInt16BE(height, frame + 5);
  bytes.writeUInt16BE(width, frame + 7);
  return bytes;
}

/** A PDF of `pages` blank pages written as text, its page tree in plain sight. */
function plainPdf(pages: number): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Count ${pages} /Kids [${Array.from({ length: pages }, (_, i) => `${i + 3} 0 R`).join(' ')}] >>`,
  ];
  for (let i = 0; i < pages; i++) objects.push('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>');
  return pdfOf(objects.map((body) => Buffer.from(body, 'latin1')));
}

/** Numbered objects in a PDF with its cross-reference table. */
function pdfOf(objects: Buffer[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.5\n')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(length);
    const object = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    parts.push(object);
    length += object.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`, ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)];
  parts.push(Buffer.from(`${xref.join('')}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`));
  return Buffer.concat(parts);
}

/** A one-page PDF with an object stream whose Flate data unpacks to `unpackedBytes` (spaces after one small object). */
function pdfWithObjectStream(unpackedBytes: number): Buffer {
  const inside = Buffer.alloc(unpackedBytes, 0x20);
  inside.write('5 0 << /Producer (x) >>');
  const packed = deflateSync(inside, { level: 9 });
  return pdfOf([
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Count 1 /Kids [3 0 R] >>'),
    Buffer.from('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>'),
    Buffer.concat([
      Buffer.from(`<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`),
      packed,
      Buffer.from('\nendstream'),
    ]),
  ]);
}

/** A PDF of `pages` pages saved by pdf-lib with object streams: its page tree is compressed. */
export async function compressedPdf(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) doc.addPage([200, 200]).drawText(`Page ${i + 1}`, { x: 20, y: 100 });
  return Buffer.from(await doc.save({ useObjectStreams: true }));
}

/** The six files of the upload review, each answered 400 or 413 before it is decoded. */
export async function oversizedIdFiles(): Promise<OversizedIdFile[]> {
  const side = 20_000;
  // Rows of a 1-bit image: a filter byte and side / 8 bytes of zeros.
  const zeroRows = Buffer.alloc(side * (1 + side / 8));
  return [
    { name: 'PNG header declaring 20000 × 20000', filename: 'id.png', type: 'image/png', content: pngDeclaring(side, side), status: 400 },
    { name: 'PNG of 20000 × 20000 zeros', filename: 'id.png', type: 'image/png', content: png(side, side, zeroRows), status: 400 },
    { name: 'JPEG declaring 8900 × 8900 (79 MP)', filename: 'id.jpg', type: 'image/jpeg', content: jpegDeclaring(8900, 8900), status: 400 },
    { name: 'JPEG declaring 8944 × 8944', filename: 'id.jpg', type: 'image/jpeg', content: jpegDeclaring(8944, 8944), status: 400 },
    { name: 'PDF of 20,000 pages', filename: 'id.pdf', type: 'application/pdf', content: plainPdf(20_000), status: 400 },
    {
      name: 'PDF whose object stream unpacks to 100 MB',
      filename: 'id.pdf',
      type: 'application/pdf',
      content: pdfWithObjectStream(100 * 1024 * 1024),
      status: 413,
    },
  ];
}
