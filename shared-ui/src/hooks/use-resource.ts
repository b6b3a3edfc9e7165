/**
 * Server data for a screen: loads with `load(signal)` when the inputs in `deps` change, aborts
 * the previous load, and offers reload() and a local replace (after a save). One hook instead
 * of a hand-written effect per screen.
 */
import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';

export type ResourceState<T> =
  | { status: 'loading'; data: T | null; error: null }
  | { status: 'ready'; data: T; error: null }
  | { status: 'error'; data: T | null; error: unknown };

export interface Resource<T> {
  state: ResourceState<T>;
  /** The last loaded value (kept while a reload runs), or null. */
  data: T | null;
  /** Loads again; resolves when done. Keeps the current data visible meanwhile. */
  reload(): Promise<void>;
  /** Replaces the data without a request (e.g. with what a save answered). */
  set(data: T): void;
}

export function useResource<T>(load: (signal: AbortSignal) => Promise<T>, deps: DependencyList = []): Resource<T> {
  const [state, setState] = useState<ResourceState<T>>({ status: 'loading', data: null, error: null });
  const loadRef = useRef(load);
  loadRef.current = load;
  const controllerRef = useRef<AbortController | null>(null);

  const run = useCallback(async () => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    setState((s) => ({ status: 'loading', data: s.data, error: null }));
    try {
      const data = await loadRef.current(controller.signal);
      if (!controller.signal.aborted) setState({ status: 'ready', data, error: null });
    } catch (error) {
      if (controller.signal.aborted || (error as Error)?.name === 'AbortError') return;
      setState((s) => ({ status: 'error', data: s.data, error }));
    }
  }, []);

  useEffect(() => {
    void run();
    return () => controllerRef.current?.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps decide when to load again
  }, deps);

  const set = useCallback((data: T) => setState({ status: 'ready', data, error: null }), []);
  return { state, data: state.data, reload: run, set };
}
