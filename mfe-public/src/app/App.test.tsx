import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '@portal/shared-ui/config/runtime-config';
import { useSession } from '@portal/shared-ui/session/session-store';
import { loadDeferredSections } from '../features/landing/components/deferred-section';
import App from './App';

/** Mounted as the shell does: under a catch-all route, with relative routes inside, and no antd providers. */
function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/*" element={<App />} />
      </Routes>
    </MemoryRouter>,
  );
}

// The landing's sections below the fold are a chunk of their own: loaded once here, so the first
// test does not wait on transforming them (over findBy's 5 s on a busy CI machine).
beforeAll(() => loadDeferredSections());

beforeEach(() => {
  setRuntimeConfig({ apiBaseUrl: 'http://api.test', remotes: {} });
  useSession.getState().clear();
});

describe('mfe_public App', () => {
  it('shows the landing page at /', async () => {
    renderAt('/');
    expect(await screen.findByTestId('slideshow')).toBeInTheDocument();
  });

  it('shows the landing page for any unknown path', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByTestId('seats-filled')).toBeInTheDocument();
  });

  it('shows the sign-in screen at /login', async () => {
    renderAt('/login');
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
    expect(screen.queryByTestId('slideshow')).not.toBeInTheDocument();
  });

  it('shows a spinner while the sign-in chunk loads', async () => {
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
