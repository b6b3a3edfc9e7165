import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@portal/shared-ui/components/AppProviders';
import { setRuntimeConfig } from '@portal/shared-ui/config/runtime-config';
import { useSession } from '@portal/shared-ui/session/session-store';
import App from './App';

/**
 * Mounted as the shell does: under a catch-all route, with relative routes inside. The shell
 * wraps only non-landing routes in antd's providers, so the landing page is rendered bare.
 */
function renderAt(path: string, { antdProviders = false } = {}) {
  const routes = (
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/*" element={<App />} />
      </Routes>
    </MemoryRouter>
  );
  return render(antdProviders ? <AppProviders>{routes}</AppProviders> : routes);
}

beforeEach(() => {
  setRuntimeConfig({ apiBaseUrl: 'http://api.test', remotes: {} });
  useSession.getState().clear();
});

describe('mfe_public App', () => {
  it('shows the landing page at /', () => {
    renderAt('/');
    expect(screen.getByTestId('slideshow')).toBeInTheDocument();
  });

  it('shows the landing page for any unknown path', () => {
    renderAt('/no/such/page');
    expect(screen.getByTestId('seats-filled')).toBeInTheDocument();
  });

  it('shows the sign-in screen at /login', async () => {
    renderAt('/login', { antdProviders: true });
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
    expect(screen.queryByTestId('slideshow')).not.toBeInTheDocument();
  });

  it('shows an antd-free spinner while the sign-in chunk loads', async () => {
    // A fresh App, so its lazy sign-in page has not been loaded by an earlier test.
    vi.resetModules();
    const { default: FreshApp } = await import('./App');
    render(
      <MemoryRouter initialEntries={['/login']}>
        <Routes>
          <Route path="/*" element={<FreshApp />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading sign-in');
  });

  it('does not render the shell header itself', () => {
    renderAt('/');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });
});
