/**
 * Gives the keyboard back to the control that opened a dialog once it closes, for a dialog mounted
 * only while it is open: antd's Modal restores focus only when it stays mounted and closes itself, so
 * one removed with its state leaves focus on the page's body, and a keyboard user starts over from
 * the top. Call the returned `remember` as the dialog opens (its opener has focus then).
 */
import { useCallback, useEffect, useRef } from 'react';

export function useFocusReturn(open: boolean): () => void {
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (open) return;
    const target = opener.current;
    opener.current = null;
    // The opener may be gone (its row changed by what the dialog did): focus then stays where the page puts it.
    if (target?.isConnected) target.focus();
  }, [open]);
  return useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, []);
}
