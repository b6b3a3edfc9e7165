/**
 * False while the browser hydrates a page rendered on the server (and in the server render itself),
 * true from the render after: the controls that need the page's code (a form sent with fetch, a
 * Copy button) are disabled or read-only until it runs, so nothing typed or clicked in between is
 * lost; automated browsers wait for them to be enabled. A page rendered in the browser is true at once.
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
