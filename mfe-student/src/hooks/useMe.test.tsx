import { act, renderHook, waitFor } from '@testing-library/react';
import { handOverMe, type Me } from '@portal/shared-ui/api/me';
import { setRuntimeConfig } from '@portal/shared-ui/config/runtime-config';
import { useSession } from '@portal/shared-ui/session/session-store';
import { useMe } from './useMe';

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

describe('useMe', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    setRuntimeConfig({ apiBaseUrl: 'http://api.test', remotes: {} });
    useSession.getState().setTokens({ accessToken: 'a1', refreshToken: 'r1' });
    fetchMock = vi.fn(async () => json({ ...asha, name: 'From the server' }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useSession.getState().clear();
  });

  it('takes the user the route guard has just loaded, without asking again; Retry asks the server', async () => {
    handOverMe(asha);
    const { result } = renderHook(() => useMe());
    expect(result.current.state).toEqual({ status: 'ready', me: asha, error: null });
    await act(async () => {});
    expect(fetchMock).not.toHaveBeenCalled();

    act(() => result.current.retry());
    await waitFor(() => expect(result.current.state.me?.name).toBe('From the server'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('loads the user itself when no guard handed one over for this session', async () => {
    handOverMe(asha);
    useSession.getState().setTokens({ accessToken: 'a2', refreshToken: 'r2' });
    const { result } = renderHook(() => useMe());
    expect(result.current.state.status).toBe('loading');
    await waitFor(() => expect(result.current.state.me?.name).toBe('From the server'));
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/^http:\/\/api\.test\/me\?t=\d+$/);
  });
});
