/**
 * An uploaded ID document is rewritten before it is stored, so nothing active or hidden that came
 * with it survives. Images are decoded to pixels and encoded again (whatever follows the image's
 * end, an HTML page or a PDF, text chunks and EXIF with its GPS position are dropped); a PDF's
 * pages are copied into a new document whose catalog has no scripts, open actions, forms,
 * embedded files or names, then every action left on a page or an annotation is removed,
 * everything no longer reachable is dropped, and the result is checked again.
 */
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { EncryptedPDFError, PDFArray, PDFDict, PDFDocument, PDFName, PDFRef, PDFStream, type PDFObject } from 'pdf-lib';
import type { IdUploadMime } from '@portal/domain/id-proof';
import { ID_UPLOAD_MAX_MEGAPIXELS, ID_UPLOAD_MAX_PDF_PAGES } from '@portal/domain/id-proof-limits';
import { imageLimitRefusal, pdfLimitRefusal, type IdFileLimitRefusal } from './id-file-limits.ts';

/** Why a file is not stored; too-demanding: its cleaning passed the time or memory limit (id-file-cleaner.ts). */
export type IdFileRefusal = { reason: 'unreadable' | 'password-protected' | 'too-demanding' } | IdFileLimitRefusal;

export class IdFileRefused extends Error {
  // A plain field, not a parameter property: the cleaning worker runs this file with Node's type stripping.
  readonly refusal: IdFileRefusal;

  constructor(refusal: IdFileRefusal) {
    super(`the ID file was refused: ${refusal.reason}`);
    this.refusal = refusal;
  }
}

/** JPEG quality of a re-encoded photo: text on an ID card stays sharp. */
const JPEG_QUALITY = 92;

/** Keys that carry or point to active content, wherever they appear. */
const ACTIVE_KEYS = ['JS', 'JavaScript', 'AA', 'OpenAction', 'AcroForm', 'XFA', 'EmbeddedFiles', 'EF', 'RichMediaContent', 'Names', 'URI'];
/** Annotations that only exist to hold or play something: dropped whole. */
const DROPPED_ANNOTATIONS = new Set(['FileAttachment', 'Sound', 'Movie', 'Screen', 'RichMedia', '3D', 'Widget']);

function refuseBeyondLimit(refusal: IdFileLimitRefusal | null): void {
  if (refusal) throw new IdFileRefused(refusal);
}

/** The PNG up to the end of its IEND chunk: what follows (an HTML page, a PDF) is no part of the image. */
function pngUpToEnd(bytes: Buffer): Buffer {
  let at = 8; // the signature
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    at += 12 + length;
    if (type === 'IEND') return bytes.subarray(0, at);
  }
  return bytes;
}

function cleanPng(bytes: Buffer): Buffer {
  refuseBeyondLimit(imageLimitRefusal(bytes, 'image/png'));
  const image = PNG.sync.read(pngUpToEnd(bytes));
  return PNG.sync.write(image, { colorType: image.alpha ? 6 : 2 });
}

function cleanJpeg(bytes: Buffer): Buffer {
  refuseBeyondLimit(imageLimitRefusal(bytes, 'image/jpeg'));
  // The decoder's own limits hold should a frame hide from the header check; a 24-megapixel photo needs about 450 MB.
  const image = jpeg.decode(bytes, {
    useTArray: true,
    formatAsRGBA: true,
    maxResolutionInMP: ID_UPLOAD_MAX_MEGAPIXELS,
    maxMemoryUsageInMB: 700,
  });
  return Buffer.from(jpeg.encode({ data: image.data, width: image.width, height: image.height }, JPEG_QUALITY).data);
}

const name = (n: string) => PDFName.of(n);

/** Removes the active keys from a dictionary and, recursively, from the dictionaries and arrays held directly in it. */
function stripDirect(object: PDFObject | undefined): void {
  if (object instanceof PDFStream) return stripDirect(object.dict);
  if (object instanceof PDFArray) return object.asArray().forEach(stripDirect);
  if (!(object instanceof PDFDict)) return;
  for (const key of ACTIVE_KEYS) object.delete(name(key));
  // An action dictionary (link, outline item): a page or an annotation pointing at it loses the pointer.
  const action = object.get(name('A'));
  if (action instanceof PDFRef || (action instanceof PDFDict && action.has(name('S')))) object.delete(name('A'));
  if (object.get(name('Type')) === name('Annot') || object.has(name('Subtype'))) object.delete(name('Parent'));
  for (const [, value] of object.entries()) stripDirect(value);
}

function subtypeOf(dict: PDFDict): string | null {
  const subtype = dict.get(name('Subtype'));
  return subtype instanceof PDFName ? subtype.decodeText() : null;
}

/** Drops annotations of the kinds that hold files, media or form fields from every page. */
function dropAnnotations(doc: PDFDocument): void {
  for (const page of doc.getPages()) {
    const annots = page.node.lookupMaybe(name('Annots'), PDFArray);
    if (!annots) continue;
    const kept = annots.asArray().filter((entry) => {
      const dict = doc.context.lookupMaybe(entry, PDFDict);
      return dict && !DROPPED_ANNOTATIONS.has(subtypeOf(dict) ?? '');
    });
    if (kept.length) page.node.set(name('Annots'), doc.context.obj(kept));
    else page.node.delete(name('Annots'));
  }
}

/** Deletes every indirect object not reachable from the trailer (the orphans of what was removed). */
function dropUnreachable(doc: PDFDocument): void {
  const reached = new Set<string>();
  const visit = (object: PDFObject | undefined): void => {
    if (object instanceof PDFRef) {
      if (reached.has(object.toString())) return;
      reached.add(object.toString());
      return visit(doc.context.lookup(object));
    }
    if (object instanceof PDFStream) return visit(object.dict);
    if (object instanceof PDFArray) return object.asArray().forEach(visit);
    if (object instanceof PDFDict) for (const [, value] of object.entries()) visit(value);
  };
  visit(doc.context.trailerInfo.Root);
  visit(doc.context.trailerInfo.Info);
  for (const [ref] of doc.context.enumerateIndirectObjects()) if (!reached.has(ref.toString())) doc.context.delete(ref);
}

/** The names of active content still present anywhere in the document (empty when clean). */
export function activeContentIn(doc: PDFDocument): string[] {
  const found = new Set<string>();
  const check = (object: PDFObject | undefined): void => {
    if (object instanceof PDFStream) return check(object.dict);
    if (object instanceof PDFArray) return object.asArray().forEach(check);
    if (!(object instanceof PDFDict)) return;
    for (const key of ACTIVE_KEYS) if (object.has(name(key))) found.add(key);
    const s = object.get(name('S'));
    if (s instanceof PDFName && ['JavaScript', 'Launch', 'SubmitForm', 'ImportData', 'GoToE', 'URI'].includes(s.decodeText()))
      found.add(s.decodeText());
    if (object.get(name('Type')) === name('EmbeddedFile')) found.add('EmbeddedFile');
    for (const [, value] of object.entries()) check(value);
  };
  for (const [, object] of doc.context.enumerateIndirectObjects()) check(object);
  check(doc.context.trailerInfo.Root);
  return [...found];
}

/** The pages of the upload in a new document, every active part removed; IdFileRefused when it cannot be read. */
async function rewritePdf(bytes: Buffer): Promise<Buffer> {
  refuseBeyondLimit(await pdfLimitRefusal(bytes));
  try {
    const source = await PDFDocument.load(bytes, { updateMetadata: false });
    const pages = source.getPageCount();
    if (pages === 0) throw new IdFileRefused({ reason: 'unreadable' });
    // The page tree's declared count can understate it; the pages read are what is copied.
    if (pages > ID_UPLOAD_MAX_PDF_PAGES) throw new IdFileRefused({ reason: 'too-many-pages', pages });
    const clean = await PDFDocument.create({ updateMetadata: false });
    for (const page of await clean.copyPages(source, source.getPageIndices())) clean.addPage(page);
    dropAnnotations(clean);
    for (const [, object] of clean.context.enumerateIndirectObjects()) stripDirect(object);
    dropUnreachable(clean);
    // Plain objects (no object streams): what is stored can be checked by reading it.
    return Buffer.from(await clean.save({ useObjectStreams: false }));
  } catch (err) {
    if (err instanceof IdFileRefused) throw err;
    // pdf-lib's errors are compiled to ES5 classes, so instanceof cannot tell them apart: its message does.
    const encrypted = err instanceof EncryptedPDFError || /is encrypted/.test((err as Error).message);
    throw new IdFileRefused({ reason: encrypted ? 'password-protected' : 'unreadable' });
  }
}

async function cleanPdf(bytes: Buffer): Promise<Buffer> {
  const out = await rewritePdf(bytes);
  const left = activeContentIn(await PDFDocument.load(out));
  if (left.length) throw new Error(`the rewritten PDF still holds ${left.join(', ')}`);
  return out;
}

/**
 * The file as it is stored: re-encoded from its pixels (PNG, JPEG) or rewritten without active
 * content (PDF). Throws IdFileRefused for a file that cannot be read as its type or holds more
 * than an ID document may (id-file-limits.ts). It takes the CPU for as long as the file needs:
 * uploads run it in a worker thread (id-file-cleaner.ts).
 */
export async function cleanIdFile(bytes: Buffer, mime: IdUploadMime): Promise<Buffer> {
  if (mime === 'application/pdf') return cleanPdf(bytes);
  try {
    return mime === 'image/png' ? cleanPng(bytes) : cleanJpeg(bytes);
  } catch (err) {
    if (err instanceof IdFileRefused) throw err;
    throw new IdFileRefused({ reason: 'unreadable' });
  }
}
