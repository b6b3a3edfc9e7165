import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '../config/runtime-config';
import { useSession } from '../session/session-store';
import { ApiError } from './api-client';
import { uploadFile } from './upload';
import { fakeXhr, type SentUpload, type XhrAnswer } from '../../../tools/test-support/fake-xhr';

let answers: XhrAnswer[] = [];
let sent: SentUpload[] = [];

const file = () => new File([new Uint8Array([137, 80, 78, 71])], 'id.png', { type: 'image/png' });

describe('uploadFile', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    answers = [];
    setRuntimeConfig({ apiBaseUrl: 'http://api.test', remotes: {} });
    useSession.getState().setTokens({ accessToken: 'a1', refreshToken: 'r1' });
    sent = fakeXhr(() => answers.shift() ?? 'network-error').sent;
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    useSession.getState().clear();
  });

  it('posts the file as multipart field `file` with the bearer token, reports progress and unwraps the answer', async () => {
    answers = [{ status: 200, body: { data: { status: 'PENDING' } } }];
    const progress: number[] = [];
    await expect(uploadFile('/student/id-proof', file(), { onProgress: (p) => progress.push(p) })).resolves.toEqual({ status: 'PENDING' });
    expect(sent[0]?.url).toBe('http://api.test/student/id-proof');
    expect(sent[0]?.headers.Authorization).toBe('Bearer a1');
    expect((sent[0]?.form.get('file') as File).name).toBe('id.png');
    expect(progress).toEqual([50, 100]);
  });

  it("throws the server's message with its status", async () => {
    answers = [{ status: 400, body: { statusCode: 400, message: 'Only PDF, JPEG, or PNG files are allowed.' } }];
    const err = await uploadFile('/student/id-proof', file()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 400, message: 'Only PDF, JPEG, or PNG files are allowed.' });
  });

  it("says 'HTTP {status}' when the server gives no text, and the SPEC message on a network failure", async () => {
    answers = [{ status: 502 }];
    await expect(uploadFile('/x', file())).rejects.toThrow('HTTP 502');
    answers = ['network-error'];
    await expect(uploadFile('/x', file())).rejects.toMatchObject({ status: 0, message: 'Network error — please check your connection.' });
  });

  it('refreshes the token once on 401 and sends the file again', async () => {
    answers = [
      { status: 401, body: { message: 'Please sign in.' } },
      { status: 200, body: { ok: true } },
    ];
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ accessToken: 'a2', refreshToken: 'r2' }), { status: 200 }));
    await expect(uploadFile('/x', file())).resolves.toEqual({ ok: true });
    expect(sent.map((s) => s.headers.Authorization)).toEqual(['Bearer a1', 'Bearer a2']);
    expect(useSession.getState().refreshToken).toBe('r2');
  });

  it('clears the session when the refresh fails', async () => {
    answers = [{ status: 401 }];
    fetchMock.mockResolvedValue(new Response('{}', { status: 401 }));
    await expect(uploadFile('/x', file())).rejects.toMatchObject({ status: 401, message: 'Session expired, please sign in again.' });
    expect(useSession.getState().accessToken).toBeNull();
    expect(sent).toHaveLength(1);
  });
});
