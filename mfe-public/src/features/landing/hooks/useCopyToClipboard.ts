import { useCallback, useEffect, useRef, useState } from 'react';

/** Copies with the async Clipboard API, falling back to a hidden textarea and execCommand. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Denied or not allowed here (insecure context, iframe): try the legacy path.
  }
  return legacyCopy(text);
}

function legacyCopy(text: string): boolean {
  if (typeof document === 'undefined' || typeof document.execCommand !== 'function') return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  const previous = document.activeElement as HTMLElement | null;
  document.body.appendChild(area);
  try {
    area.select();
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    previous?.focus?.();
  }
}

export type CopyStatus = 'idle' | 'copied' | 'failed';

export interface CopyToClipboardOptions {
  /** How long `status` stays 'copied' after a successful copy. */
  copiedMs?: number;
  /** How long `status` stays 'failed': longer, so the fallback can be read. */
  failedMs?: number;
}

/**
 * `copy(text)` resolves true when copied. `status` is 'copied' or 'failed' for a few seconds
 * afterwards, then 'idle' again; `copied` is its shorthand.
 */
export function useCopyToClipboard({ copiedMs = 4000, failedMs = 10000 }: CopyToClipboardOptions = {}) {
  const [status, setStatus] = useState<CopyStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const copy = useCallback(
    async (text: string) => {
      // Empty first, so a second copy is announced again by the live region.
      clearTimeout(timer.current);
      setStatus('idle');
      const ok = await copyText(text);
      if (!mounted.current) return ok;
      clearTimeout(timer.current);
      setStatus(ok ? 'copied' : 'failed');
      timer.current = setTimeout(() => setStatus('idle'), ok ? copiedMs : failedMs);
      return ok;
    },
    [copiedMs, failedMs],
  );

  return { status, copied: status === 'copied', copy };
}
