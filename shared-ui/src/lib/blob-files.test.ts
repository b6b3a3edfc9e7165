import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  OBJECT_URL_LIFETIME_MS,
  PopupBlockedError,
  invoiceFileName,
  openTabForBlob,
  showInNewTab,
  temporaryObjectUrl,
} from '@portal/shared-ui/lib/blob-files';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('blob files', () => {
  it('opens the tab before loading, shows the blob, and closes the tab when loading fails', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:shown');
    URL.revokeObjectURL = vi.fn();
    const tab = { location: { href: '' }, opener: {}, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    let openedBeforeLoading = false;
    await showInNewTab('blocked', async () => {
      openedBeforeLoading = open.mock.calls.length === 1;
      return new Blob(['%PDF']);
    });
    expect(openedBeforeLoading).toBe(true);
    expect(tab.location.href).toBe('blob:shown');
    await expect(showInNewTab('blocked', () => Promise.reject(new Error('403')))).rejects.toThrow('403');
    expect(tab.close).toHaveBeenCalledTimes(1);
    vi.spyOn(window, 'open').mockReturnValue(null);
    await expect(showInNewTab('Please allow pop-ups.', async () => new Blob(['x']))).rejects.toBeInstanceOf(PopupBlockedError);
  });

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
