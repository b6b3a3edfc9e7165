/** Renders the exposed App at a URL as the shell mounts it (the App brings its antd providers), with the URL and Back/Forward at hand. */
import { useNavigate } from 'react-router-dom';
import { currentLocation, renderRemote } from '../../../tools/test-support/render-remote';
import App from '../app/App';

// The App loads each page lazily (its own chunk in the build). Loading every screen module here,
// when the test file loads, keeps that one-off transform out of each test's time limits.
import.meta.glob(['../features/**/components/*.tsx', '!**/*.test.tsx'], { eager: true });

function HistoryButtons() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate(-1)}>
        History back
      </button>
      <button type="button" onClick={() => navigate(1)}>
        History forward
      </button>
    </>
  );
}

export function renderApp(url = '/ca') {
  return renderRemote(App, url, <HistoryButtons />);
}

/** The current URL's query as an object. */
export function currentQuery(): Record<string, string> {
  const url = new URL(currentLocation(), 'http://app.test');
  return Object.fromEntries(url.searchParams);
}
