/**
 * SPEC §5 signature rules as the pads see them (student: blank pad; admin: nothing drawn nor
 * chosen), and the shape a signature travels in. The API checks the PNG itself on top of these.
 */
import { SIGNATURE_DATA_URL_PREFIX, SIGNATURE_MAX_BYTES } from './constants.ts';
import { MESSAGES } from './messages.ts';

export interface PadState {
  /** The canvas exists and has a 2D context. */
  ready: boolean;
  /** Nothing has been drawn. */
  empty: boolean;
}

/** Before a student finalizes: 'Signature pad not ready.' or 'Please draw your signature before finalizing.' */
export function validateStudentSignaturePad(pad: PadState): string | null {
  if (!pad.ready) return MESSAGES.signaturePadNotReady;
  if (pad.empty) return MESSAGES.signatureBlank;
  return null;
}

/** Before an admin saves: the pad must be ready when drawing, and something drawn or chosen. */
export function validateAdminSignatureInput(input: {
  mode: 'draw' | 'upload';
  pad?: PadState;
  uploadedDataUrl?: string | null;
}): string | null {
  if (input.mode === 'upload') return input.uploadedDataUrl ? null : MESSAGES.noSignatureCaptured;
  if (!input.pad?.ready) return MESSAGES.signaturePadNotReady;
  return input.pad.empty ? MESSAGES.noSignatureCaptured : null;
}

export function isPngDataUrl(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.startsWith(SIGNATURE_DATA_URL_PREFIX);
}

/** Decoded size of a base64 payload without decoding it (so an oversized body is refused cheaply). */
export function base64DecodedLength(base64: string): number {
  const clean = base64.replace(/\s+/g, '');
  const padding = clean.endsWith('==') ? 2 : clean.endsWith('=') ? 1 : 0;
  return Math.floor((clean.length * 3) / 4) - padding;
}

export function isWithinSignatureSize(dataUrl: string): boolean {
  return base64DecodedLength(dataUrl.slice(SIGNATURE_DATA_URL_PREFIX.length)) <= SIGNATURE_MAX_BYTES;
}
