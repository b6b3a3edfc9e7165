import { fireEvent, render, screen, waitFor } from '@testing-library/react';
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

/**
 * jsdom has the browser's own style of a popover (hidden until opened) but not the page's CSS, which
 * shows the section links as a row on wider screens: so they count as hidden here, and a hidden
 * element has no accessible name (its label is checked as an attribute).
 */
function sectionsNav() {
  const nav = screen.getByRole('navigation', { hidden: true });
  expect(nav).toHaveAttribute('aria-label', 'Sections');
  return nav;
}

/** The event the browser fires on a popover that opened or closed (jsdom has no ToggleEvent). */
function toggleEvent(newState: 'open' | 'closed') {
  return Object.assign(new Event('toggle'), { newState, oldState: newState === 'open' ? 'closed' : 'open' });
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
    sectionsNav();
    expect(screen.getByRole('link', { name: 'FAQ', hidden: true })).toHaveAttribute('href', '#faq');
    const signIn = screen.getByRole('link', { name: 'Sign in' });
    expect(signIn).toHaveAttribute('href', '/login');
    await userEvent.click(signIn);
    expect(screen.getByLabelText('path')).toHaveTextContent('/login');
  });

  it("leads from another public page to the landing page's section", async () => {
    renderHeader('public', '/privacy');
    const faq = screen.getByRole('link', { name: 'FAQ', hidden: true });
    expect(faq).toHaveAttribute('href', '/#faq');
    await userEvent.click(faq);
    expect(screen.getByLabelText('path')).toHaveTextContent(/^\/#faq$/);
  });

  // jsdom has no popover: the browser's opening and closing (a click on the button, Escape, a tap
  // outside) is proven in the browser tests (keyboard.spec, server-rendered.spec); here, what the
  // header does with it.
  it('folds the section links behind a Menu button that opens them as a popover and says whether they are open', async () => {
    renderHeader('public', '/');
    const menu = screen.getByRole('button', { name: 'Menu' });
    const nav = sectionsNav();
    expect(menu).toHaveAttribute('popovertarget', nav.id);
    expect(menu).toHaveAttribute('aria-controls', nav.id);
    expect(nav).toHaveAttribute('popover', 'auto');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    nav.hidePopover = vi.fn();
    // A choice closes the menu only when it is open.
    await userEvent.click(screen.getByRole('link', { name: 'FAQ', hidden: true }));
    expect(nav.hidePopover).not.toHaveBeenCalled();
    fireEvent(nav, toggleEvent('open'));
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('link', { name: 'Fees', hidden: true }));
    expect(nav.hidePopover).toHaveBeenCalledOnce();
    fireEvent(nav, toggleEvent('closed'));
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
