/**
 * The one HTTP client of every front end (SPEC §7 and §8): bearer header, `data`
 * unwrapping, one refresh-and-retry on 401, and the general error messages.
 */
import { MESSAGES, httpStatusMessage, isErasedSessionMessage } from '@portal/domain/messages';
import { getRuntimeConfig } from '@portal/shared-ui/config/runtime-config';
import { readStoredTokens, useSession } from '@portal/shared-ui/session/session-store';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** JSON-serialised unless it is FormData, or a Blob sent as it is under its own type (a CSV as text/csv). */
  body?: unknown;
  query?: Query;
  /** Send the bearer token and refresh on 401 (default true). */
  auth?: boolean;
  signal?: AbortSignal;
}

export function apiUrl(path: string, query?: Query): string {
  const base = getRuntimeConfig().apiBaseUrl.replace(/\/+$/, '');
  const url = new URL(/^https?:\/\//.test(path) ? path : `${base}${path.startsWith('/') ? '' : '/'}${path}`);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/** The server's message or error field, else 'HTTP {status}'. */
export function errorMessageFrom(body: unknown, status: number): string {
  if (body && typeof body === 'object') {
    const { message, error } = body as { message?: unknown; error?: unknown };
    if (typeof message === 'string' && message) return message;
    if (typeof error === 'string' && error) return error;
  }
  if (typeof body === 'string' && body.trim() && !body.trimStart().startsWith('<')) return body.trim();
  return httpStatusMessage(status);
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body instanceof Blob) {
    if (options.body.type) headers['Content-Type'] = options.body.type;
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(apiUrl(path, options.query), { method: options.method ?? 'GET', headers, body, signal: options.signal });
  } catch (err) {
    if ((err as Error)?.name === 'AbortError') throw err;
    throw new ApiError(MESSAGES.networkError, 0);
  }
}

/** A response body as JSON when it is JSON, else its text (undefined when empty). */
export function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function readBody(res: Response): Promise<unknown> {
  return parseBody(await res.text());
}

/** SPEC §7: responses that wrap their payload in a data field are unwrapped. */
export function unwrap<T>(body: unknown): T {
  if (body && typeof body === 'object' && !Array.isArray(body) && 'data' in body) return (body as { data: T }).data;
  return body as T;
}

let refreshing: Promise<string> | null = null;

/** Web Locks name: one refresh at a time across every tab of this origin. */
export const REFRESH_LOCK_NAME = 'career-portal:token-refresh';
/** How long a tab that waited for another tab's refresh looks for the tokens it stored. */
const HANDOFF_WAIT_MS = 3000;

/**
 * Runs the task holding the cross-tab refresh lock, telling it whether another tab held the lock
 * first. Without Web Locks (an old browser, a page not served over HTTPS or localhost) it runs at
 * once: tabs are then only serialized within themselves.
 */
async function withRefreshLock<T>(task: (waited: boolean) => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks;
  if (!locks) return task(false);
  const unopposed = await locks.request(REFRESH_LOCK_NAME, { ifAvailable: true }, async (lock) =>
    lock ? { value: await task(false) } : null,
  );
  return unopposed ? unopposed.value : locks.request(REFRESH_LOCK_NAME, () => task(true));
}

/**
 * The stored tokens once they differ from the access token that failed. Another tab's write reaches
 * this tab's localStorage a moment after that tab let the lock go (Chromium copies storage between
 * tabs asynchronously), so a tab that waited polls briefly instead of reading once.
 */
async function tokensStoredSince(failedAccessToken: string | null, waited: boolean) {
  const deadline = Date.now() + (waited ? HANDOFF_WAIT_MS : 0);
  for (;;) {
    const stored = readStoredTokens();
    if (stored?.accessToken !== failedAccessToken || Date.now() >= deadline) return stored;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * POST /auth/refresh once for all callers waiting on a 401, and once across tabs: refresh tokens
 * rotate and presenting a used one ends the session, so two tabs refreshing with the same token
 * would sign the person out. Inside the lock a tab first takes the tokens another tab has stored
 * since the access token that failed, if any. Clears the session when the refresh fails.
 */
export function refreshAccessToken(failedAccessToken = useSession.getState().accessToken): Promise<string> {
  refreshing ??= withRefreshLock(async (waited) => {
    const session = useSession.getState();
    const stored = await tokensStoredSince(failedAccessToken, waited);
    if (stored && stored.accessToken !== failedAccessToken) {
      session.setTokens(stored);
      return stored.accessToken;
    }
    const refreshToken = stored?.refreshToken ?? session.refreshToken;
    if (!refreshToken) {
      session.clear();
      throw new ApiError(MESSAGES.noRefreshToken, 401);
    }
    const res = await send('/auth/refresh', { method: 'POST', body: { refreshToken } }, null);
    const body = unwrap<{ accessToken?: string; refreshToken?: string }>(await readBody(res));
    if (!res.ok) {
      // Expired or revoked ("Session expired"), or the account erased (the server's words): /login tells the person why they are there.
      const message = (body as { message?: unknown } | undefined)?.message;
      const ended = isErasedSessionMessage(message) ? message : MESSAGES.sessionExpired;
      session.clear({ ended });
      throw new ApiError(ended, 401, body);
    }
    if (!body?.accessToken || !body.refreshToken) {
      session.clear();
      throw new ApiError(MESSAGES.invalidRefreshResponse, 401, body);
    }
    session.setTokens({ accessToken: body.accessToken, refreshToken: body.refreshToken });
    return body.accessToken;
  }).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** Sends the request, refreshing the token once on 401; resolves with the raw Response when ok. */
export async function apiFetch(path: string, options: RequestOptions = {}): Promise<Response> {
  const auth = options.auth ?? true;
  const token = auth ? useSession.getState().accessToken : null;
  let res = await send(path, options, token);
  if (res.status === 401 && auth) {
    res = await send(path, options, await refreshAccessToken(token));
  }
  if (!res.ok) {
    const body = await readBody(res);
    throw new ApiError(errorMessageFrom(body, res.status), res.status, body);
  }
  return res;
}

/** JSON request; the payload is unwrapped from a `data` field when the server wraps it. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const res = await apiFetch(path, options);
  return unwrap<T>(await readBody(res));
}

/** Binary request (PDFs, images); an empty blob is an error (SPEC §7 file handling). */
export async function apiBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
  const res = await apiFetch(path, options);
  const blob = await res.blob();
  if (blob.size === 0) throw new ApiError(MESSAGES.emptyFile, res.status);
  return blob;
}

/**
 * The message a screen shows for a failure (SPEC §8): the server's text first, else the
 * screen's own message. A network failure keeps its message; a bare 'HTTP {status}' (no
 * server text) gives way to the screen's message, which says more to a person.
 */
export function messageOf(err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.message && err.message !== httpStatusMessage(err.status)) return err.message;
  return fallback;
}
