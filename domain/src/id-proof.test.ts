import { describe, expect, it } from 'vitest';
import { ID_UPLOAD_MAX_BYTES } from './constants.ts';
import {
  ID_REJECTED_ADVICE,
  ID_UPLOAD_ACCEPT,
  REJECT_REASONS,
  declaredIdUploadType,
  idRejectionHelp,
  rejectReasonOf,
  validateIdUpload,
} from './id-proof.ts';
import { MESSAGES } from './messages.ts';

describe('ID upload rules (SPEC §5)', () => {
  it('asks for a file when there is none or it is empty', () => {
    expect(validateIdUpload(null)).toBe(MESSAGES.idFileRequired);
    expect(validateIdUpload({ name: 'id.png', type: 'image/png', size: 0 })).toBe(MESSAGES.idFileRequired);
  });

  it('accepts PDF, JPEG and PNG up to exactly 10 MB', () => {
    expect(validateIdUpload({ name: 'id.pdf', type: 'application/pdf', size: ID_UPLOAD_MAX_BYTES })).toBeNull();
    expect(validateIdUpload({ name: 'ID.JPEG', type: 'image/jpeg', size: 10 })).toBeNull();
    expect(validateIdUpload({ name: 'id.jpg', type: 'image/jpg', size: 10 })).toBeNull();
    expect(validateIdUpload({ name: 'id.png', type: '', size: 10 })).toBeNull();
    expect(validateIdUpload({ name: 'id.pdf', type: 'application/pdf', size: ID_UPLOAD_MAX_BYTES + 1 })).toBe(MESSAGES.idFileTooLarge);
  });

  it('refuses other types, and a type that disagrees with the extension', () => {
    for (const [name, type] of [
      ['id.gif', 'image/gif'],
      ['id.docx', ''],
      ['id', 'application/pdf'],
      ['id.pdf', 'image/png'],
      ['id.png.exe', 'image/png'],
    ]) {
      expect(validateIdUpload({ name: name as string, type, size: 10 }), name).toBe(MESSAGES.idFileType);
    }
    expect(declaredIdUploadType('scan.PDF', 'application/octet-stream')).toBe('application/pdf');
  });

  it('offers the accepted extensions and types to the file picker', () => {
    expect(ID_UPLOAD_ACCEPT).toBe('.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png');
  });
});

describe('what a rejected student is told', () => {
  const reason = (key: string) => REJECT_REASONS.find((r) => r.key === key)!;

  it('asks for the profile fix only for a name mismatch or a note of the admin’s own', () => {
    expect(idRejectionHelp(reason('name').note)).toEqual({ advice: ID_REJECTED_ADVICE, fixProfile: true });
    expect(idRejectionHelp('The photo is blurred.')).toEqual({ advice: ID_REJECTED_ADVICE, fixProfile: true });
    expect(idRejectionHelp(null)).toEqual({ advice: ID_REJECTED_ADVICE, fixProfile: true });
    for (const key of ['unreadable', 'expired', 'type']) {
      expect(idRejectionHelp(reason(key).note), key).toEqual({ advice: null, fixProfile: false });
      expect(idRejectionHelp(`${reason(key).note} The photo is dark.`), key).toEqual({ advice: null, fixProfile: false });
    }
  });

  it('gives each preset reason a note about that reason only', () => {
    expect(reason('unreadable').note).not.toMatch(/name|profile/i);
    expect(reason('expired').note).not.toMatch(/name|profile/i);
    expect(reason('type').note).not.toMatch(/name|profile/i);
    expect(reason('name').note).toMatch(/name/);
    expect(rejectReasonOf(`${reason('expired').note} Valid until 2020.`)?.key).toBe('expired');
  });
});
