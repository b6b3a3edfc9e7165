/**
 * Checks an uploaded ID file against the limits of @portal/domain/id-proof-limits before anything
 * decodes it: an image by the size its header declares (a 74-byte PNG can declare 20000 × 20000
 * pixels, gigabytes once decoded), a PDF by the page count its page tree declares and by what its
 * compressed streams unpack to, counted while inflating and stopped at the limit.
 */
import { createInflate } from 'node:zlib';
import { ID_UPLOAD_MAX_MEGAPIXELS, ID_UPLOAD_MAX_PDF_PAGES, ID_UPLOAD_MAX_PDF_UNPACKED_BYTES } from '@portal/domain/id-proof-limits';

export type IdFileLimitRefusal =
  { reason: 'too-many-pixels'; width: number; height: number } | { reason: 'too-many-pages'; pages: number } | { reason: 'too-much-data' };

const MAX_PIXELS = ID_UPLOAD_MAX_MEGAPIXELS * 1_000_000;

/** Width and height from the PNG's IHDR chunk, which must come first. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Start-of-frame markers of every JPEG coding (C4 Huffman tables, C8 reserved and CC arithmetic conditioning are not frames). */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** Width and height from the JPEG's first start-of-frame segment, walking the segments before the first scan. */
function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  let at = 2; // the start-of-image marker
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    // Fill bytes, and markers without a length (restart, TEM).
    if (marker === 0xff) at += 1;
    else if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) at += 2;
    else if (marker === 0xda)
      return null; // a scan before any frame
    else if (isStartOfFrame(marker))
      return at + 9 <= bytes.length ? { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) } : null;
    else at += 2 + bytes.readUInt16BE(at + 2);
  }
  return null;
}

/** The image's declared size when it has more pixels than allowed; null otherwise (and for a header the decoder will refuse). */
export function imageLimitRefusal(bytes: Buffer, mime: 'image/png' | 'image/jpeg'): IdFileLimitRefusal | null {
  const size = mime === 'image/png' ? pngSize(bytes) : jpegSize(bytes);
  return size && size.width * size.height > MAX_PIXELS ? { reason: 'too-many-pixels', ...size } : null;
}

/** How far back from a `stream` keyword its dictionary is looked for. */
const DICTIONARY_REACH = 4096;
const STREAM_START = /\bstream(?:\r\n|\n|\r)/g;
/** Inflated bytes per step: large steps keep a bomb's 50 MB to a few hundred awaits. */
const UNPACK_CHUNK_BYTES = 256 * 1024;
const COUNT = /\/Count\s+(\d+)/g;

function largestCount(text: string): number {
  let largest = 0;
  for (const match of text.matchAll(COUNT)) largest = Math.max(largest, Number(match[1]));
  return largest;
}

/**
 * What a stream's Flate data unpacks to, inflated from its first byte until the compressed data
 * ends (not up to an `endstream` the data itself could contain) and counted as it comes, without
 * keeping it unless asked: its size and, with `keep`, its text; null for data that is not Flate
 * after all (another filter first, a damaged stream), which the PDF reader decides on; 'beyond' as
 * soon as it passes `allowance`.
 */
async function unpack(data: Buffer, allowance: number, keep: boolean): Promise<{ size: number; text: string } | 'beyond' | null> {
  const inflate = createInflate({ chunkSize: UNPACK_CHUNK_BYTES });
  inflate.end(data);
  const kept: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of inflate as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > allowance) {
        inflate.destroy();
        return 'beyond';
      }
      if (keep) kept.push(chunk);
    }
  } catch {
    return null;
  }
  return { size, text: Buffer.concat(kept).toString('latin1') };
}

/**
 * Whether the PDF declares more pages than allowed or its Flate-compressed streams unpack to more
 * than allowed together. The page count is the largest `/Count` of the page tree, read in the file
 * and in its object streams (where a compressed page tree lives).
 */
export async function pdfLimitRefusal(bytes: Buffer): Promise<IdFileLimitRefusal | null> {
  const text = bytes.toString('latin1');
  let pages = largestCount(text);
  let unpacked = 0;
  for (const match of text.matchAll(STREAM_START)) {
    const dictionary = text.slice(Math.max(0, match.index - DICTIONARY_REACH), match.index);
    const ownDictionary = dictionary.slice(Math.max(0, dictionary.lastIndexOf(' obj')));
    if (!ownDictionary.includes('/FlateDecode')) continue;
    const objectStream = /\/Type\s*\/ObjStm/.test(ownDictionary);
    const stream = await unpack(bytes.subarray(match.index + match[0].length), ID_UPLOAD_MAX_PDF_UNPACKED_BYTES - unpacked, objectStream);
    if (stream === 'beyond') return { reason: 'too-much-data' };
    if (!stream) continue;
    unpacked += stream.size;
    if (objectStream) pages = Math.max(pages, largestCount(stream.text));
  }
  return pages > ID_UPLOAD_MAX_PDF_PAGES ? { reason: 'too-many-pages', pages } : null;
}
