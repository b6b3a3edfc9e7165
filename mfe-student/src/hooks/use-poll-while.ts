/**
 * Calls `reload` every `intervalMs` while `waiting` is true, for at most `maxMs`: a screen waiting
 * for the server's background work (an offer letter being issued) updates without a click.
 */
import { useEffect } from 'react';

export const POLL_INTERVAL_MS = 4_000;
export const POLL_MAX_MS = 3 * 60_000;

export function usePollWhile(waiting: boolean, reload: () => unknown, { intervalMs = POLL_INTERVAL_MS, maxMs = POLL_MAX_MS } = {}): void {
  useEffect(() => {
    if (!waiting) return;
    const started = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - started > maxMs) clearInterval(timer);
      else void reload();
    }, intervalMs);
    return () => clearInterval(timer);
  }, [waiting, reload, intervalMs, maxMs]);
}
