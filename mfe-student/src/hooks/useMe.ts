/**
 * The signed-in user for a page, with a Retry for the load-failure state: the one the shell's
 * guard loaded for this navigation when there is one, else GET /me.
 */
import { useCallback, useEffect, useState } from 'react';
import { fetchMe, recentlyLoadedMe, type Me } from '@portal/shared-ui/api/me';

export type MeState =
  { status: 'loading'; me: null; error: null } | { status: 'ready'; me: Me; error: null } | { status: 'error'; me: null; error: unknown };

export interface UseMeResult {
  state: MeState;
  retry(): void;
  /** Replaces the loaded user, e.g. with the profile PUT /me returned. */
  setMe(me: Me): void;
}

export function useMe(): UseMeResult {
  const [handedOver] = useState(recentlyLoadedMe);
  const [state, setState] = useState<MeState>(
    handedOver ? { status: 'ready', me: handedOver, error: null } : { status: 'loading', me: null, error: null },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // The first load was the guard's; a Retry always asks the server.
    if (attempt === 0 && handedOver) return;
    const controller = new AbortController();
    fetchMe(controller.signal).then(
      (me) => {
        if (!controller.signal.aborted) setState({ status: 'ready', me, error: null });
      },
      (error: unknown) => {
        if (controller.signal.aborted || (error as Error)?.name === 'AbortError') return;
        setState({ status: 'error', me: null, error });
      },
    );
    return () => controller.abort();
  }, [attempt, handedOver]);

  const retry = useCallback(() => {
    setState({ status: 'loading', me: null, error: null });
    setAttempt((n) => n + 1);
  }, []);
  const setMe = useCallback((me: Me) => setState({ status: 'ready', me, error: null }), []);
  return { state, retry, setMe };
}
