import { afterEach, describe, expect, it, vi } from 'vitest';
import { OBJECT_URL_LIFETIME_MS, PopupBlockedError, invoiceFileName, openTabForBlob, temporaryObjectUrl } from '@portal/shared-ui/lib/blob-files';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('blob files', () => {
  it('releases object URLs after 60 seconds', () => {
    vi.useFakeTimers();
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    expect(temporaryObjectUrl(new Blob(['a']))).toBe('blob:x');
    vi.advanceTimersByTime(OBJECT_URL_LIFETIME_MS - 1);
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:x');
  });

  it('says so when the browser blocks the new tab', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    expect(() => openTabForBlob('Please allow pop-ups to view the document.')).toThrow(PopupBlockedError);
    expect(() => openTabForBlob('Please allow pop-ups to view the document.')).toThrow('Please allow pop-ups to view the document.');
  });

  it('names invoice files after their number with / replaced by -', () => {
    expect(invoiceFileName({ invoiceNumber: 'INV/25-26/00001', id: 'x' })).toBe('INV-25-26-00001.pdf');
    expect(invoiceFileName({ invoiceNumber: null, id: 'abc' })).toBe('abc.pdf');
  });
});
