/** Renders the exposed App at a URL as the shell mounts it (the App brings its antd providers), with the URL and Back/Forward at hand. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import App from '../app/App';

// The App loads each page lazily (its own chunk in the build). Loading every screen module here,
// when the test file loads, keeps that one-off transform out of each test's time limits.
import.meta.glob(['../features/**/components/*.tsx', '!**/*.test.tsx'], { eager: true });

function HistoryProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="location">{`${location.pathname}${location.search}`}</output>
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
  const user = userEvent.setup({ delay: null });
  const result = render(
    <MemoryRouter initialEntries={[url]}>
      <App />
      <HistoryProbe />
    </MemoryRouter>,
  );
  return { user, ...result };
}

/** The current URL's query as an object. */
export function currentQuery(): Record<string, string> {
  const url = new URL(screen.getByTestId('location').textContent ?? '', 'http://app.test');
  return Object.fromEntries(url.searchParams);
}
