import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { usePageTitle } from '@portal/shared-ui/hooks/use-page-title';
import { announcePage } from '@portal/shared-ui/lib/announce-page';
import { RouteAnnouncer } from './RouteAnnouncer';

function Page({ title, heading = title }: { title: string; heading?: string }) {
  usePageTitle(title);
  return (
    <main>
      <h1>{heading}</h1>
    </main>
  );
}

/** A page whose heading arrives with its data, as the student dashboard's does. */
function SlowPage() {
  usePageTitle('Upload your ID');
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return <main>{loaded ? <h1>Welcome, Asha</h1> : <p>Loading</p>}</main>;
}

function SignInPage() {
  usePageTitle('Sign in');
  return (
    <main>
      <h1>Sign in</h1>
      <label>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the page under test focuses its own field, as /login does */}
        Email <input autoFocus />
      </label>
    </main>
  );
}

function renderApp() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <nav>
        <Link to="/profile">Profile</Link>
        <Link to="/dashboard">Dashboard</Link>
        <Link to="/login">Sign in</Link>
        <Link to="/#faq">FAQ</Link>
      </nav>
      <Routes>
        <Route path="/" element={<Page title="Home" />} />
        <Route path="/profile" element={<Page title="Your profile" />} />
        <Route path="/dashboard" element={<SlowPage />} />
        <Route path="/login" element={<SignInPage />} />
      </Routes>
      <RouteAnnouncer />
    </MemoryRouter>,
  );
}

const announcer = () => screen.getByTestId('route-announcer');

describe('RouteAnnouncer', () => {
  it('leaves focus alone on the first page of a visit', () => {
    renderApp();
    expect(document.body).toHaveFocus();
    expect(announcer()).toHaveTextContent('');
    expect(announcer()).toHaveAttribute('aria-live', 'polite');
  });

  it("moves focus to the new page's h1 and announces its title after a route change", async () => {
    const user = userEvent.setup();
    renderApp();
    await user.click(screen.getByRole('link', { name: 'Profile' }));
    const heading = screen.getByRole('heading', { level: 1, name: 'Your profile' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(document.title).toBe('Your profile — Career Portal');
    expect(announcer()).toHaveTextContent('Your profile — Career Portal');
  });

  it('waits for a heading that arrives with the data', async () => {
    const user = userEvent.setup();
    renderApp();
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Welcome, Asha' });
    expect(heading).toHaveFocus();
    // The heading came with the data, outside React's act: the announcement renders on React's next pass.
    await waitFor(() => expect(announcer()).toHaveTextContent('Upload your ID — Career Portal'));
  });

  it('keeps focus in a field the new page focused itself, and still announces the page', async () => {
    const user = userEvent.setup();
    renderApp();
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    expect(announcer()).toHaveTextContent('Sign in — Career Portal');
  });

  it('does not move focus when only the hash changes', async () => {
    const user = userEvent.setup();
    renderApp();
    const faq = screen.getByRole('link', { name: 'FAQ' });
    await user.click(faq);
    expect(faq).toHaveFocus();
    expect(announcer()).toHaveTextContent('');
  });

  it('falls back to the main region when a page shows no h1', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      function NoHeading() {
        return <main id="main-content">Nothing here yet</main>;
      }
      render(
        <MemoryRouter initialEntries={['/']}>
          <Link to="/empty">Empty</Link>
          <Routes>
            <Route path="/" element={<Page title="Home" />} />
            <Route path="/empty" element={<NoHeading />} />
          </Routes>
          <RouteAnnouncer />
        </MemoryRouter>,
      );
      act(() => {
        screen.getByRole('link', { name: 'Empty' }).click();
      });
      act(() => {
        vi.advanceTimersByTime(5000);
      });
      expect(screen.getByRole('main')).toHaveFocus();
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads out a page that replaced another on the same path when it says so (announcePage)', () => {
    renderApp();
    const announcer = screen.getByTestId('route-announcer');
    expect(announcer).toHaveTextContent('');
    act(() => announcePage('Set up your profile — Career Portal'));
    expect(announcer).toHaveTextContent('Set up your profile — Career Portal');
  });
});
