/** A fetch stub for component tests of every front end: answers "METHOD /path" from handlers and records every call. */
import { vi } from 'vitest';
import { setRuntimeConfig } from '@portal/shared-ui/config/runtime-config';
import { useSession } from '@portal/shared-ui/session/session-store';

export interface ApiCall {
  method: string;
  path: string;
  url: URL;
  body: unknown;
  headers: Record<string, string>;
}

export type ApiHandler = (call: ApiCall) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(body === undefined ? '' : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export function mockApi(handlers: Record<string, ApiHandler>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call: ApiCall = { method, path: url.pathname, url, body, headers: (init?.headers ?? {}) as Record<string, string> };
    calls.push(call);
    const handler = handlers[`${method} ${url.pathname}`];
    return handler ? handler(call) : json({ message: `No mock for ${method} ${url.pathname}` }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key) };
}

/** Runtime config and a signed-in session, as the shell would leave them. */
export function signIn(): void {
  useSession.getState().clear();
  setRuntimeConfig({ apiBaseUrl: 'http://api.test', remotes: {} });
  useSession.getState().setTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
}

/** A promise whose resolution the test controls (e.g. to see a busy state). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
