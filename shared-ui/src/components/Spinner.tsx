/**
 * A loading indicator without antd, for screens that must stay light (the landing page and
 * the shell before a remote has loaded).
 */
import '@portal/shared-ui/styles/a11y.css';
import '@portal/shared-ui/styles/spinner.css';

export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="portal-spinner" role="status" aria-live="polite">
      <span className="portal-spinner__ring" aria-hidden />
      <span className="portal-visually-hidden">{label}</span>
    </div>
  );
}
