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
  return <output aria-label="path">{useLocation().pathname}</output>;
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

  it('shows the section links and Sign in to visitors', async () => {
    renderHeader('public', '/');
    expect(screen.getByRole('navigation', { name: 'Sections' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '#faq');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('path')).toHaveTextContent('/login');
  });

  it('offers the way back home on the sign-in page', async () => {
    renderHeader('login', '/login');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to home' }));
    expect(screen.getByLabelText('path')).toHaveTextContent(/^\/$/);
  });

  it('leads signed-in users to their dashboard', async () => {
    renderHeader('dashboard', '/profile');
    await userEvent.click(screen.getByRole('button', { name: 'Dashboard' }));
    expect(screen.getByLabelText('path')).toHaveTextContent('/admin');
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
