import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '@portal/shared-ui/config/runtime-config';
import { useSession } from '@portal/shared-ui/session/session-store';
import { leaveTo } from '@portal/shared-ui/lib/leave-to';
import { Header, type HeaderMode } from './Header';

vi.mock('@portal/shared-ui/lib/leave-to', () => ({ leaveTo: vi.fn() }));

function Where() {
  const { pathname, hash } = useLocation();
  return <output aria-label="path">{pathname + hash}</output>;
}

function renderHeader(mode: HeaderMode, path = '/dashboard') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Header mode={mode} dashboardPath="/admin" />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('Header', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    setRuntimeConfig({ apiBaseUrl: 'http://api.test', remotes: {} });
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
  });

  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('shows the section links and a Sign in link to visitors', async () => {
    renderHeader('public', '/');
    expect(screen.getByRole('navigation', { name: 'Sections' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '#faq');
    const signIn = screen.getByRole('link', { name: 'Sign in' });
    expect(signIn).toHaveAttribute('href', '/login');
    await userEvent.click(signIn);
    expect(screen.getByLabelText('path')).toHaveTextContent('/login');
  });

  it("leads from another public page to the landing page's section", async () => {
    renderHeader('public', '/privacy');
    const faq = screen.getByRole('link', { name: 'FAQ' });
    expect(faq).toHaveAttribute('href', '/#faq');
    await userEvent.click(faq);
    expect(screen.getByLabelText('path')).toHaveTextContent(/^\/#faq$/);
  });

  it('folds the section links behind a Menu button that says whether it is open', async () => {
    const user = userEvent.setup();
    renderHeader('public', '/');
    const menu = screen.getByRole('button', { name: 'Menu' });
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('aria-controls', nav.id);
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(nav).toHaveClass('portal-header__nav--open');
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
    await user.click(menu);
    await user.click(screen.getByRole('link', { name: 'FAQ' }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers a link back home on the sign-in page', async () => {
    renderHeader('login', '/login');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to home' }));
    expect(screen.getByLabelText('path')).toHaveTextContent(/^\/$/);
  });

  it('leads signed-in users to their dashboard with a link, and logs out with a button', async () => {
    renderHeader('dashboard', '/profile');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    const dashboard = screen.getByRole('link', { name: 'Dashboard' });
    expect(dashboard).toHaveAttribute('href', '/admin');
    await userEvent.click(dashboard);
    expect(screen.getByLabelText('path')).toHaveTextContent('/admin');
  });

  it('starts with a skip link that moves focus to the main region', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <Header mode="dashboard" />
        <main>
          <h1>Your profile</h1>
        </main>
      </MemoryRouter>,
    );
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.getByRole('main')).toHaveAttribute('tabindex', '-1');
  });

  it('logs out: forgets the tokens, revokes the refresh token and reloads at /', async () => {
    useSession.getState().setTokens({ accessToken: 'a', refreshToken: 'r' });
    useSession.getState().setProfileComplete(true);
    renderHeader('dashboard', '/dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('/'));
    expect(useSession.getState().accessToken).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(localStorage.getItem('profileComplete')).toBeNull();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://api.test/auth/logout');
    expect(init?.body).toBe('{"refreshToken":"r"}');
  });
});
