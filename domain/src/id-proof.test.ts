import { describe, expect, it } from 'vitest';
import { ID_UPLOAD_MAX_BYTES } from './constants.ts';
import { ID_UPLOAD_ACCEPT, declaredIdUploadType, validateIdUpload } from './id-proof.ts';
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
