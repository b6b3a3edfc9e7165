/**
 * Baking a credential into a PNG as Open Badges 3.0 describes it: an `iTXt` chunk with the keyword
 * `openbadgecredential` (no compression, no language) holding the credential's JSON, before IEND;
 * and reading one back from a PNG handed in.
 */
import { crc32 } from 'node:zlib';

const BAKED_KEYWORD = 'openbadgecredential';
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

interface Chunk {
  type: string;
  data: Buffer;
}

export const isPng = (bytes: Buffer) => bytes.length >= SIGNATURE.length && bytes.subarray(0, SIGNATURE.length).equals(SIGNATURE);

/** The chunks of a PNG, or null when it is not one (a bad length or CRC included). */
function chunksOf(png: Buffer): Chunk[] | null {
  if (!isPng(png)) return null;
  const chunks: Chunk[] = [];
  let at = SIGNATURE.length;
  while (at + 12 <= png.length) {
    const length = png.readUInt32BE(at);
    const end = at + 12 + length;
    if (end > png.length) return null;
    const typeAndData = png.subarray(at + 4, at + 8 + length);
    if (crc32(typeAndData) !== png.readUInt32BE(at + 8 + length)) return null;
    chunks.push({ type: typeAndData.subarray(0, 4).toString('latin1'), data: png.subarray(at + 8, at + 8 + length) });
    at = end;
    if (chunks.at(-1)!.type === 'IEND') return chunks;
  }
  return null;
}

function encodeChunk({ type, data }: Chunk): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([head, typeAndData, crc]);
}

/** The iTXt data: keyword, NUL, compression flag 0, method 0, empty language tag and translated keyword (each NUL-ended), the text. */
const itxt = (text: string) => Buffer.concat([Buffer.from(`${BAKED_KEYWORD}\0\0\0\0\0`, 'latin1'), Buffer.from(text, 'utf8')]);

/** The PNG with the credential baked in (any credential baked before is replaced). */
export function bakeCredential(png: Buffer, credentialJson: string): Buffer {
  const chunks = chunksOf(png);
  if (!chunks) throw new Error('not a PNG');
  const kept = chunks.filter((c) => !(c.type === 'iTXt' && keywordOf(c.data) === BAKED_KEYWORD));
  const end = kept.pop()!;
  return Buffer.concat([SIGNATURE, ...kept.map(encodeChunk), encodeChunk({ type: 'iTXt', data: itxt(credentialJson) }), encodeChunk(end)]);
}

function keywordOf(data: Buffer): string {
  const nul = data.indexOf(0);
  return nul < 0 ? '' : data.subarray(0, nul).toString('latin1');
}

/** The credential text baked in a PNG (uncompressed iTXt `openbadgecredential`), or null when there is none or it is not a PNG. */
export function bakedCredential(png: Buffer): string | null {
  const chunk = chunksOf(png)?.find((c) => c.type === 'iTXt' && keywordOf(c.data) === BAKED_KEYWORD);
  if (!chunk) return null;
  const data = chunk.data;
  let at = BAKED_KEYWORD.length + 1;
  if (data[at] !== 0) return null; // compressed: the portal never writes one
  at += 2;
  const languageEnd = data.indexOf(0, at);
  const translatedEnd = languageEnd < 0 ? -1 : data.indexOf(0, languageEnd + 1);
  return translatedEnd < 0 ? null : data.subarray(translatedEnd + 1).toString('utf8');
}
