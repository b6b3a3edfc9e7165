/** Loads the signed-in user (GET /me) for a page, with a Retry for the load-failure state. */
import { useCallback, useEffect, useState } from 'react';
import { fetchMe, type Me } from '@portal/shared-ui/api/me';

export type MeState =
  | { status: 'loading'; me: null; error: null }
  | { status: 'ready'; me: Me; error: null }
  | { status: 'error'; me: null; error: unknown };

export interface UseMeResult {
  state: MeState;
  retry(): void;
  /** Replaces the loaded user, e.g. with the profile PUT /me returned. */
  setMe(me: Me): void;
}

export function useMe(): UseMeResult {
  const [state, setState] = useState<MeState>({ status: 'loading', me: null, error: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading', me: null, error: null });
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
  }, [attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const setMe = useCallback((me: Me) => setState({ status: 'ready', me, error: null }), []);
  return { state, retry, setMe };
}
