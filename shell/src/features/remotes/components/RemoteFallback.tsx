import '../styles/remote-fallback.css';

/** Shown in place of a remote that failed to load (plain HTML: antd may be what failed). */
export function RemoteFallback({ onRetry, retrying }: { onRetry(): void; retrying: boolean }) {
  return (
    <section className="remote-fallback" role="alert" aria-live="assertive">
      <span className="remote-fallback__icon" aria-hidden>
        !
      </span>
      <h1 className="remote-fallback__title">This part of the portal is not available right now</h1>
      <p className="remote-fallback__text">Please check your connection and try again. Your data is safe.</p>
      <button type="button" className="remote-fallback__retry" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Retrying…' : 'Retry'}
      </button>
    </section>
  );
}
