/** Renders the exposed App at a URL inside the providers the shell gives it, with the URL and Back/Forward at hand. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { AppProviders } from '@portal/shared-ui/components/AppProviders';
import App from '../app/App';

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
      <AppProviders>
        <App />
        <HistoryProbe />
      </AppProviders>
    </MemoryRouter>,
  );
  return { user, ...result };
}

/** The current URL's query as an object. */
export function currentQuery(): Record<string, string> {
  const url = new URL(screen.getByTestId('location').textContent ?? '', 'http://app.test');
  return Object.fromEntries(url.searchParams);
}
