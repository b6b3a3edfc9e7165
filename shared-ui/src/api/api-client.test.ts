import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '../config/runtime-config';
import { useSession } from '../session/session-store';
import { erasedSessionMessage } from '@portal/domain/messages';
import { apiBlob, apiRequest, ApiError, messageOf } from './api-client';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('api client', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    setRuntimeConfig({ apiBaseUrl: 'http://api.test/', remotes: {} });
    vi.stubGlobal('fetch', fetchMock);
    useSession.getState().setTokens({ accessToken: 'a1', refreshToken: 'r1' });
  });

  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    useSession.getState().clear();
  });

  it('sends the bearer token and JSON, builds the query and unwraps a data field', async () => {
    fetchMock.mockResolvedValue(json({ data: { ok: 1 } }));
    await expect(apiRequest('/me', { method: 'PUT', body: { name: 'A' }, query: { t: 5, empty: '' } })).resolves.toEqual({ ok: 1 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://api.test/me?t=5');
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBe('{"name":"A"}');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer a1');
  });

  it('sends a Blob as it is, under its own type (a meeting report as text/csv)', async () => {
    fetchMock.mockResolvedValue(json({ rows: 1 }));
    const csv = new Blob(['Email\na@example.com\n'], { type: 'text/csv' });
    await apiRequest('/admin/api/training/sessions/s1/attendance-report', { method: 'POST', body: csv });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.body).toBe(csv);
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('text/csv');
  });

  it('leaves an unwrapped payload as it is', async () => {
    fetchMock.mockResolvedValue(json([1, 2]));
    await expect(apiRequest('/student/invoices')).resolves.toEqual([1, 2]);
  });

  it('reports a network failure as status 0 with the SPEC message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest('/me')).rejects.toMatchObject({ status: 0, message: 'Network error — please check your connection.' });
  });

  it("shows the server's message, then its error field, then 'HTTP {status}'", async () => {
    fetchMock.mockResolvedValueOnce(json({ message: 'Please enter your full name as on your government ID.' }, 400));
    await expect(apiRequest('/me')).rejects.toMatchObject({
      status: 400,
      message: 'Please enter your full name as on your government ID.',
    });
    fetchMock.mockResolvedValueOnce(json({ error: 'Conflict' }, 409));
    await expect(apiRequest('/me')).rejects.toThrow('Conflict');
    fetchMock.mockResolvedValueOnce(new Response('', { status: 502 }));
    await expect(apiRequest('/me')).rejects.toThrow('HTTP 502');
  });

  it('clears the tokens with "Session expired" when the refresh fails', async () => {
    fetchMock.mockResolvedValueOnce(json({}, 401)).mockResolvedValueOnce(json({ message: 'nope' }, 401));
    await expect(apiRequest('/me')).rejects.toMatchObject({ status: 401, message: 'Session expired, please sign in again.' });
    expect(useSession.getState().accessToken).toBeNull();
    expect(localStorage.getItem('accessToken')).toBeNull();
    // /login says the session ended; a new sign-in forgets that.
    expect(useSession.getState().ended).toBe('Session expired, please sign in again.');
    useSession.getState().setTokens({ accessToken: 'a2', refreshToken: 'r2' });
    expect(useSession.getState().ended).toBeNull();
  });

  it("says the server's words when the refresh is refused because the account was erased", async () => {
    const erased = erasedSessionMessage(new Date('2026-12-14T10:00:00Z'));
    fetchMock
      .mockResolvedValueOnce(json({}, 401))
      .mockResolvedValueOnce(json({ statusCode: 401, error: 'Unauthorized', message: erased }, 401));
    await expect(apiRequest('/me')).rejects.toMatchObject({ status: 401, message: erased });
    expect(erased).toBe(
      'This account was erased on 14 Dec 2026 at your request. Signing in with the same e-mail address starts a new account, from the beginning.',
    );
    expect(useSession.getState()).toMatchObject({ accessToken: null, ended: erased });
  });

  it('says "No refresh token" when there is none to refresh with', async () => {
    useSession.getState().clear();
    useSession.setState({ accessToken: 'a1' });
    fetchMock.mockResolvedValueOnce(json({}, 401));
    await expect(apiRequest('/me')).rejects.toThrow('No refresh token');
  });

  it('says "Invalid refresh response" when the refresh answer lacks tokens', async () => {
    fetchMock.mockResolvedValueOnce(json({}, 401)).mockResolvedValueOnce(json({ accessToken: 'only' }));
    await expect(apiRequest('/me')).rejects.toThrow('Invalid refresh response');
    expect(useSession.getState().refreshToken).toBeNull();
  });

  it('refreshes once for several requests that meet a 401 together', async () => {
    fetchMock.mockImplementation(async (url, init) => {
      const auth = (init?.headers as Record<string, string>)?.Authorization;
      if (String(url).endsWith('/auth/refresh')) return json({ accessToken: 'a2', refreshToken: 'r2' });
      return auth === 'Bearer a2' ? json({ ok: true }) : json({}, 401);
    });
    await Promise.all([apiRequest('/a'), apiRequest('/b'), apiRequest('/c')]);
    expect(fetchMock.mock.calls.filter(([u]) => String(u).endsWith('/auth/refresh'))).toHaveLength(1);
  });

  it('treats an empty file as an error', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 200 }));
    const err = await apiBlob('/student/id-proof/file').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('Empty file received.');
  });

  it("lets screens show the server's text first and their own message otherwise", () => {
    expect(messageOf(new ApiError('Name is locked.', 409), 'Update failed.')).toBe('Name is locked.');
    expect(messageOf(new ApiError('HTTP 500', 500), 'Update failed.')).toBe('Update failed.');
    expect(messageOf(new ApiError('Network error — please check your connection.', 0), 'Failed to save.')).toBe(
      'Network error — please check your connection.',
    );
    expect(messageOf(new Error('boom'), 'Failed to save.')).toBe('Failed to save.');
  });
});
