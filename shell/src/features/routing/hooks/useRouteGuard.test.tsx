import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@portal/domain/messages';
import { queryClient } from '@portal/shared-ui/query/query-client';
import { meQuery } from '@portal/shared-ui/query/me-query';
import { setRuntimeConfig } from '@portal/shared-ui/config/runtime-config';
import { useSession } from '@portal/shared-ui/session/session-store';
import { routeFor } from '../../../lib/route-table';
import { useRouteGuard, type GuardState } from './useRouteGuard';

const complete = {
  id: 'u1',
  role: 'STUDENT',
  name: 'Asha',
  email: 'a@x.in',
  phone: '+91 9876543210',
  country: 'India',
  state: 'Goa',
  studentId: 'CP25-000001',
  feeVerified: false,
  profileComplete: true,
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('useRouteGuard', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    setRuntimeConfig({ apiBaseUrl: 'http://api.test', remotes: {} });
    vi.stubGlobal('fetch', fetchMock);
    useSession.getState().setTokens({ accessToken: 'access', refreshToken: 'refresh' });
  });

  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    useSession.getState().clear();
  });

  it('loads the user with a timestamp query and allows a complete student', async () => {
    fetchMock.mockResolvedValue(json(complete));
    const route = routeFor('/dashboard');
    const { result } = renderHook(() => useRouteGuard(route));
    await waitFor(() => expect(result.current.status).toBe('allowed'));
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]));
    expect(url.pathname).toBe('/me');
    expect(url.searchParams.get('t')).toMatch(/^\d+$/);
    expect((fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>).Authorization).toBe('Bearer access');
    // The page it lets in starts from this user instead of asking again.
    expect(queryClient.getQueryData(meQuery.queryKey)).toEqual(complete);
  });

  it('clears the tokens and goes to /login when loading the user fails', async () => {
    fetchMock.mockResolvedValue(json({ message: 'boom' }, 500));
    const route = routeFor('/dashboard');
    const { result } = renderHook(() => useRouteGuard(route));
    await waitFor(() => expect(result.current).toEqual({ status: 'redirect', to: '/login' }));
    expect(useSession.getState().accessToken).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });

  it('retries the profile check once after 150 ms when the profileComplete flag is set', async () => {
    useSession.getState().setProfileComplete(true);
    fetchMock.mockResolvedValueOnce(json({ ...complete, phone: null, profileComplete: false })).mockResolvedValueOnce(json(complete));
    const route = routeFor('/dashboard');
    const started = Date.now();
    const { result } = renderHook(() => useRouteGuard(route));
    await waitFor(() => expect(result.current.status).toBe('allowed'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('sends an incomplete profile to /onboarding without a retry when the flag is not set', async () => {
    fetchMock.mockResolvedValue(json({ ...complete, phone: null, profileComplete: false }));
    const route = routeFor('/dashboard');
    const { result } = renderHook(() => useRouteGuard(route));
    await waitFor(() => expect(result.current).toEqual({ status: 'redirect', to: '/onboarding' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('refreshes an expired access token once and retries the request', async () => {
    fetchMock
      .mockResolvedValueOnce(json({ message: 'expired' }, 401))
      .mockResolvedValueOnce(json({ accessToken: 'access2', refreshToken: 'refresh2' }))
      .mockResolvedValueOnce(json(complete));
    const route = routeFor('/dashboard');
    const { result } = renderHook(() => useRouteGuard(route));
    await waitFor(() => expect(result.current.status).toBe('allowed'));
    expect(String(fetchMock.mock.calls[1]?.[0])).toBe('http://api.test/auth/refresh');
    expect((fetchMock.mock.calls[2]?.[1]?.headers as Record<string, string>).Authorization).toBe('Bearer access2');
    expect(localStorage.getItem('refreshToken')).toBe('refresh2');
  });

  it('goes to /login noting that the session ended when the refresh is refused (expired or revoked)', async () => {
    fetchMock.mockResolvedValueOnce(json({ message: 'expired' }, 401)).mockResolvedValueOnce(json({ message: 'revoked' }, 401));
    const route = routeFor('/dashboard');
    const { result } = renderHook(() => useRouteGuard(route));
    await waitFor(() => expect(result.current).toEqual({ status: 'redirect', to: '/login' }));
    expect(useSession.getState()).toMatchObject({ accessToken: null, ended: MESSAGES.sessionExpired });
  });

  it('goes to /login without that note when the user cannot be loaded for another reason', async () => {
    fetchMock.mockResolvedValueOnce(json({ message: 'Database unavailable' }, 500));
    const route = routeFor('/dashboard');
    const { result } = renderHook(() => useRouteGuard(route));
    await waitFor(() => expect(result.current).toEqual({ status: 'redirect', to: '/login' }));
    expect(useSession.getState()).toMatchObject({ accessToken: null, ended: null });
  });

  it('redirects without any request when there is no token', async () => {
    useSession.getState().clear();
    const route = routeFor('/admin');
    const { result } = renderHook(() => useRouteGuard(route));
    await waitFor(() => expect(result.current).toEqual({ status: 'redirect', to: '/login' }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('never applies a verdict reached for the page being left (logout, then the landing page)', async () => {
    fetchMock.mockResolvedValue(json(complete));
    const rendered: [string, GuardState][] = [];
    const { result, rerender } = renderHook(
      ({ path }) => {
        const state = useRouteGuard(routeFor(path));
        rendered.push([path, state]);
        return state;
      },
      { initialProps: { path: '/dashboard' } },
    );
    await waitFor(() => expect(result.current.status).toBe('allowed'));
    // The store update renders before the router has moved to '/': on /dashboard it means "go to /login"…
    act(() => useSession.getState().clear());
    await waitFor(() => expect(result.current).toEqual({ status: 'redirect', to: '/login' }));
    // …which must not follow the visitor to the public page they are going to, not even for one render.
    rerender({ path: '/' });
    const onLanding = rendered.filter(([path]) => path === '/').map(([, state]) => state);
    expect(onLanding.length).toBeGreaterThan(0);
    expect(onLanding.every((state) => state.status === 'allowed')).toBe(true);
  });
});
