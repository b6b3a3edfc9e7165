/**
 * Server-side check of a signature sent as a PNG data URL (ARCHITECTURE "Security decisions"):
 * the data URL prefix, at most 200 KB decoded, the PNG magic bytes, exactly 640×220 (read from
 * the header before anything is inflated, so a small file cannot claim a huge canvas), a PNG
 * that decodes, and ink on it (a blank canvas is refused).
 */
import { PNG } from 'pngjs';
import { SIGNATURE_CANVAS, SIGNATURE_DATA_URL_PREFIX } from '@portal/domain/constants';
import { isPngDataUrl, isWithinSignatureSize } from '@portal/domain/signature';
import { API_MESSAGES } from './messages.ts';

export type SignatureProblem = 'missing' | 'notPng' | 'tooLarge' | 'wrongSize' | 'blank';
export type SignatureCheck = { ok: true; png: Buffer } | { ok: false; problem: SignatureProblem };

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
/** Fewer visible dark pixels than this is an empty pad (a stray click leaves a dot of ~20). */
export const MIN_INK_PIXELS = 12;

/** A pixel a person would see as ink: not (nearly) transparent and not (nearly) white. */
function isInk(r: number, g: number, b: number, a: number): boolean {
  return a >= 32 && Math.min(r, g, b) < 208;
}

export function countInkPixels(png: { data: Buffer; width: number; height: number }): number {
  let ink = 0;
  const { data } = png;
  for (let i = 0; i < data.length; i += 4) {
    if (isInk(data[i]!, data[i + 1]!, data[i + 2]!, data[i + 3]!)) ink++;
  }
  return ink;
}

export function checkSignatureDataUrl(dataUrl: string | null | undefined): SignatureCheck {
  if (!dataUrl || dataUrl === SIGNATURE_DATA_URL_PREFIX) return { ok: false, problem: 'missing' };
  if (!isPngDataUrl(dataUrl)) return { ok: false, problem: 'notPng' };
  if (!isWithinSignatureSize(dataUrl)) return { ok: false, problem: 'tooLarge' };
  const base64 = dataUrl.slice(SIGNATURE_DATA_URL_PREFIX.length);
  if (!BASE64.test(base64)) return { ok: false, problem: 'notPng' };
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length < 33 || !bytes.subarray(0, 8).equals(PNG_MAGIC) || bytes.toString('latin1', 12, 16) !== 'IHDR') {
    return { ok: false, problem: 'notPng' };
  }
  if (bytes.readUInt32BE(16) !== SIGNATURE_CANVAS.width || bytes.readUInt32BE(20) !== SIGNATURE_CANVAS.height) {
    return { ok: false, problem: 'wrongSize' };
  }
  let decoded: PNG;
  try {
    decoded = PNG.sync.read(bytes);
  } catch {
    return { ok: false, problem: 'notPng' };
  }
  if (countInkPixels(decoded) < MIN_INK_PIXELS) return { ok: false, problem: 'blank' };
  return { ok: true, png: bytes };
}

/** The answer to a refused signature; `blankMessage` is the SPEC text of the pad it came from (student or admin). */
export function signatureProblemMessage(problem: SignatureProblem, blankMessage: string): string {
  switch (problem) {
    case 'missing':
    case 'blank':
      return blankMessage;
    case 'tooLarge':
      return API_MESSAGES.signatureTooLarge;
    case 'wrongSize':
      return API_MESSAGES.signatureWrongSize;
    case 'notPng':
      return API_MESSAGES.signatureNotPng;
  }
}
