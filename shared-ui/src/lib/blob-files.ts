/**
 * Showing and saving files the API sends as blobs (SPEC §7 "File handling"): open in a new tab or
 * download under a name; object URLs are released after 60 seconds; an empty blob is an error.
 */
export const OBJECT_URL_LIFETIME_MS = 60_000;

export class PopupBlockedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PopupBlockedError';
  }
}

/** An object URL for `blob` that is revoked after 60 s (long enough for the new tab or viewer to read it). */
export function temporaryObjectUrl(blob: Blob, lifetimeMs = OBJECT_URL_LIFETIME_MS): string {
  const url = URL.createObjectURL(blob);
  setTimeout(() => URL.revokeObjectURL(url), lifetimeMs);
  return url;
}

/**
 * Opens a blank tab synchronously (inside the click, so pop-up blockers allow it) and returns a
 * function that points it at the blob once it has arrived. Throws PopupBlockedError with
 * `blockedMessage` when the browser refused the tab.
 */
export function openTabForBlob(blockedMessage: string): { show(blob: Blob): void; close(): void } {
  const tab = window.open('', '_blank');
  if (!tab) throw new PopupBlockedError(blockedMessage);
  try {
    tab.opener = null;
  } catch {
    // some browsers make opener read-only; the tab still works
  }
  return {
    show(blob) {
      tab.location.href = temporaryObjectUrl(blob);
    },
    close() {
      tab.close();
    },
  };
}

/**
 * Opens a tab at once (call it inside the click, before any await, so pop-up blockers allow it),
 * then shows the loaded blob in it. Throws PopupBlockedError, or `load`'s error after closing the tab.
 */
export async function showInNewTab(blockedMessage: string, load: () => Promise<Blob>): Promise<void> {
  const tab = openTabForBlob(blockedMessage);
  try {
    tab.show(await load());
  } catch (err) {
    tab.close();
    throw err;
  }
}

/** Saves the blob as a file named `fileName`. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = temporaryObjectUrl(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/** SPEC §7: an invoice's file name, its number with '/' replaced by '-' (or its id). */
export function invoiceFileName(invoice: { invoiceNumber?: string | null; id: string }): string {
  return `${(invoice.invoiceNumber || invoice.id).replace(/\//g, '-')}.pdf`;
}
