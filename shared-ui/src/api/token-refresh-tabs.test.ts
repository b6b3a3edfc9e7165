/**
 * Two tabs whose access token expired at the same moment: each module instance below is one tab
 * (its own API client and session store) sharing the origin's localStorage and Web Locks, against
 * a server that rotates refresh tokens and ends the session when a used one comes back.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Client = typeof import('./api-client');
type Store = typeof import('../session/session-store');
interface Tab {
  client: Client;
  store: Store;
}

async function openTab(): Promise<Tab> {
  vi.resetModules();
  const config = await import('../config/runtime-config');
  config.setRuntimeConfig({ apiBaseUrl: 'http://api.test', remotes: {} });
  return { client: await import('./api-client'), store: await import('../session/session-store') };
}

/** The Web Locks API as browsers run it for one origin: exclusive locks granted in request order; ifAvailable gets null when held. */
function webLocks() {
  const tails = new Map<string, Promise<unknown>>();
  const held = new Set<string>();
  type Task<T> = (lock: { name: string } | null) => Promise<T>;
  return {
    request<T>(name: string, optionsOrTask: { ifAvailable?: boolean } | Task<T>, maybeTask?: Task<T>): Promise<T> {
      const options = typeof optionsOrTask === 'function' ? {} : optionsOrTask;
      const task = (typeof optionsOrTask === 'function' ? optionsOrTask : maybeTask)!;
      if (options.ifAvailable && held.has(name)) return task(null);
      const granted = (tails.get(name) ?? Promise.resolve()).then(async () => {
        held.add(name);
        try {
          return await task({ name });
        } finally {
          held.delete(name);
        }
      });
      tails.set(
        name,
        granted.catch(() => undefined),
      );
      return granted;
    },
  };
}

/** Refresh tokens rotate; presenting a used one revokes the whole session (as api/src/lib/sessions.ts does). */
function rotatingServer() {
  let generation = 1;
  let revoked = false;
  const used = new Set<string>();
  const refreshCalls: string[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const handler = async (url: string | URL | Request, init?: RequestInit) => {
    if (String(url).endsWith('/auth/refresh')) {
      const { refreshToken } = JSON.parse(String(init?.body)) as { refreshToken: string };
      refreshCalls.push(refreshToken);
      await new Promise((r) => setTimeout(r, 20)); // the network: the other tab's request overlaps this one
      if (revoked || used.has(refreshToken) || refreshToken !== `r${generation}`) {
        revoked = true;
        return json({ message: 'Session expired, please sign in again.' }, 401);
      }
      used.add(refreshToken);
      generation += 1;
      return json({ accessToken: `a${generation}`, refreshToken: `r${generation}` });
    }
    const auth = (init?.headers as Record<string, string>)?.Authorization;
    return !revoked && auth === `Bearer a${generation}` ? json({ ok: true }) : json({ message: 'Please sign in.' }, 401);
  };
  return { handler, refreshCalls, isRevoked: () => revoked };
}

describe('refreshing in two tabs at once', () => {
  beforeEach(() => {
    vi.stubGlobal('navigator', { ...navigator, locks: webLocks() });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('refreshes once and keeps both tabs signed in', async () => {
    const server = rotatingServer();
    vi.stubGlobal('fetch', vi.fn(server.handler));
    const tab1 = await openTab();
    const tab2 = await openTab();
    tab1.store.useSession.getState().setTokens({ accessToken: 'expired', refreshToken: 'r1' });
    tab2.store.syncSessionFromStorage();

    await expect(Promise.all([tab1.client.apiRequest('/me'), tab2.client.apiRequest('/me')])).resolves.toEqual([
      { ok: true },
      { ok: true },
    ]);

    expect(server.refreshCalls).toEqual(['r1']);
    expect(server.isRevoked()).toBe(false);
    for (const tab of [tab1, tab2]) {
      expect(tab.store.useSession.getState()).toMatchObject({ accessToken: 'a2', refreshToken: 'r2' });
    }
    expect(localStorage.getItem('refreshToken')).toBe('r2');
  });

  it('still refreshes for real when the stored token is the one that failed', async () => {
    const server = rotatingServer();
    vi.stubGlobal('fetch', vi.fn(server.handler));
    const tab = await openTab();
    tab.store.useSession.getState().setTokens({ accessToken: 'expired', refreshToken: 'r1' });
    await expect(tab.client.apiRequest('/me')).resolves.toEqual({ ok: true });
    await expect(tab.client.refreshAccessToken('a2')).resolves.toBe('a3');
    expect(server.refreshCalls).toEqual(['r1', 'r2']);
  });
});
