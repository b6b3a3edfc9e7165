import { describe, expect, it } from 'vitest';
import { SIGNATURE_MAX_BYTES } from './constants.ts';
import { MESSAGES } from './messages.ts';
import {
  base64DecodedLength,
  isPngDataUrl,
  isWithinSignatureSize,
  validateAdminSignatureInput,
  validateStudentSignaturePad,
} from './signature.ts';

/** Base64 of n zero bytes (the domain module has no Buffer). */
function zeros64(n: number): string {
  const tail = ['', 'AA==', 'AAA='][n % 3];
  return 'AAAA'.repeat(Math.floor(n / 3)) + tail;
}

describe('signature rules (SPEC §5)', () => {
  it('student: the pad must be ready and drawn on', () => {
    expect(validateStudentSignaturePad({ ready: false, empty: true })).toBe(MESSAGES.signaturePadNotReady);
    expect(validateStudentSignaturePad({ ready: true, empty: true })).toBe(MESSAGES.signatureBlank);
    expect(validateStudentSignaturePad({ ready: true, empty: false })).toBeNull();
  });

  it('admin: something drawn or chosen, and a ready pad when drawing', () => {
    expect(validateAdminSignatureInput({ mode: 'draw', pad: { ready: false, empty: true } })).toBe(MESSAGES.signaturePadNotReady);
    expect(validateAdminSignatureInput({ mode: 'draw', pad: { ready: true, empty: true } })).toBe(MESSAGES.noSignatureCaptured);
    expect(validateAdminSignatureInput({ mode: 'draw', pad: { ready: true, empty: false } })).toBeNull();
    expect(validateAdminSignatureInput({ mode: 'upload', uploadedDataUrl: null })).toBe(MESSAGES.noSignatureCaptured);
    expect(validateAdminSignatureInput({ mode: 'upload', uploadedDataUrl: 'data:image/png;base64,AAAA' })).toBeNull();
  });

  it('knows a PNG data URL and its decoded size without decoding', () => {
    expect(isPngDataUrl('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
    expect(isPngDataUrl('data:image/jpeg;base64,/9j/')).toBe(false);
    for (const n of [0, 1, 2, 3, 4, 100, 1001]) {
      expect(base64DecodedLength(zeros64(n))).toBe(n);
    }
    const atLimit = `data:image/png;base64,${zeros64(SIGNATURE_MAX_BYTES)}`;
    const over = `data:image/png;base64,${zeros64(SIGNATURE_MAX_BYTES + 1)}`;
    expect(isWithinSignatureSize(atLimit)).toBe(true);
    expect(isWithinSignatureSize(over)).toBe(false);
  });
});
