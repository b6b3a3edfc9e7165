import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STUDENT_ME } from '../../../tools/test-support/me';
import { setRuntimeConfig } from '@portal/shared-ui/config/runtime-config';
import { useSession } from '@portal/shared-ui/session/session-store';
import { queryClient } from '@portal/shared-ui/query/query-client';
import { ME_FRESH_MS, meQuery, rememberMe } from '@portal/shared-ui/query/me-query';

const asha = STUDENT_ME;
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const token = (sub: string) => `h.${btoa(JSON.stringify({ sub })).replace(/=+$/, '')}.s`;

describe('the user the route guard leaves for the page', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.useFakeTimers();
    setRuntimeConfig({ apiBaseUrl: 'http://api.test/', remotes: {} });
    useSession.getState().setTokens({ accessToken: token('u1'), refreshToken: 'r1' });
    fetchMock = vi.fn(() => Promise.resolve(json({ ...asha, name: 'Asha R. Rao' })));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    useSession.getState().clear();
  });

  it('is read without a request while fresh, then loaded again', async () => {
    rememberMe(asha);
    vi.advanceTimersByTime(ME_FRESH_MS - 1_000);
    await expect(queryClient.fetchQuery(meQuery)).resolves.toEqual(asha);
    expect(fetchMock).not.toHaveBeenCalled();

    vi.advanceTimersByTime(2_000);
    await expect(queryClient.fetchQuery(meQuery)).resolves.toMatchObject({ name: 'Asha R. Rao' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(/^http:\/\/api\.test\/me\?t=\d+$/);
  });

  it('belongs to the session it was loaded in (not after a sign-out or another sign-in)', () => {
    rememberMe(asha);
    useSession.getState().setTokens({ accessToken: token('u2'), refreshToken: 'r2' });
    expect(queryClient.getQueryData(meQuery.queryKey)).toBeUndefined();
    rememberMe(asha);
    useSession.getState().clear();
    expect(queryClient.getQueryData(meQuery.queryKey)).toBeUndefined();
  });
});
