import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '../config/runtime-config';
import { useSession } from '../session/session-store';
import { handOverMe, recentlyLoadedMe, updateMe, type Me } from './me';

const asha: Me = {
  id: 'u1',
  role: 'STUDENT',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '+91 9876543210',
  country: 'India',
  state: 'Karnataka',
  studentId: 'CP25-000001',
  feeVerified: false,
};
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

describe('the user the route guard hands over to the page', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setRuntimeConfig({ apiBaseUrl: 'http://api.test/', remotes: {} });
    useSession.getState().setTokens({ accessToken: 'a1', refreshToken: 'r1' });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    useSession.getState().clear();
  });

  it('is there for the page for a few seconds, then the page loads it itself', () => {
    handOverMe(asha);
    expect(recentlyLoadedMe()).toEqual(asha);
    vi.advanceTimersByTime(4_000);
    expect(recentlyLoadedMe()).toEqual(asha);
    vi.advanceTimersByTime(2_000);
    expect(recentlyLoadedMe()).toBeNull();
  });

  it('belongs to the session it was loaded in (not after a sign-out or another sign-in)', () => {
    handOverMe(asha);
    useSession.getState().setTokens({ accessToken: 'a2', refreshToken: 'r2' });
    expect(recentlyLoadedMe()).toBeNull();
    handOverMe(asha);
    useSession.getState().clear();
    expect(recentlyLoadedMe()).toBeNull();
  });

  it('is the saved profile after PUT /me, not the one loaded before it', async () => {
    handOverMe(asha);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ ...asha, name: 'Asha R. Rao' })),
    );
    await updateMe({ name: 'Asha R. Rao', phone: '+91 9876543210', country: 'India', state: 'Karnataka' });
    expect(recentlyLoadedMe()?.name).toBe('Asha R. Rao');
  });
});
