/** Mounts a remote's exposed App, with a loading state and a fallback with Retry. */
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import type { RemoteName } from '../../../lib/route-table';
import { loadRemoteApp, loadedRemoteApp } from '../load-remote-app';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteFallback } from './RemoteFallback';

type LoadState = { status: 'loading' } | { status: 'ready'; App: ComponentType } | { status: 'failed'; retrying: boolean };

export function RemoteApp({ remote }: { remote: RemoteName }) {
  // Each state belongs to the remote it was reached for: another remote starts out loading.
  // A remote loaded before the first render (a page rendered on the server, hydrated) is ready at once.
  const [loaded, setLoaded] = useState<{ remote: RemoteName; state: LoadState }>(() => {
    const App = loadedRemoteApp(remote);
    return { remote, state: App ? { status: 'ready', App } : { status: 'loading' } };
  });
  const state: LoadState = loaded.remote === remote ? loaded.state : { status: 'loading' };
  const setState = useCallback((next: LoadState) => setLoaded({ remote, state: next }), [remote]);

  const load = useCallback(
    (force: boolean, isCancelled: () => boolean = () => false) =>
      loadRemoteApp(remote, { force }).then(
        (App) => {
          if (!isCancelled()) setState({ status: 'ready', App });
        },
        () => {
          if (!isCancelled()) setState({ status: 'failed', retrying: false });
        },
      ),
    [remote, setState],
  );

  const alreadyLoaded = !!loadedRemoteApp(remote);
  useEffect(() => {
    if (alreadyLoaded) return;
    let cancelled = false;
    void load(false, () => cancelled);
    return () => {
      cancelled = true;
    };
  }, [load, alreadyLoaded]);

  const retry = () => {
    setState({ status: 'failed', retrying: true });
    void load(true);
  };

  if (state.status === 'loading') return <Spinner />;
  if (state.status === 'failed') return <RemoteFallback onRetry={retry} retrying={state.retrying} />;
  const { App } = state;
  return (
    <RemoteErrorBoundary
      fallback={(reset) => (
        <RemoteFallback
          onRetry={() => {
            reset();
            retry();
          }}
          retrying={false}
        />
      )}
    >
      <App />
    </RemoteErrorBoundary>
  );
}
