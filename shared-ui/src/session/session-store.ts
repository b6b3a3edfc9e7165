/**
 * The session of SPEC §3: access token, refresh token and the profileComplete flag,
 * kept in browser storage. One zustand store shared as a federation singleton, so the
 * shell and every remote see the same session.
 */
import { create } from 'zustand';
import { takeHandedOverSession } from './session-handoff';

const KEYS = { access: 'accessToken', refresh: 'refreshToken', profileComplete: 'profileComplete' } as const;

function read(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode, quota); the in-memory session still works.
  }
}

// A sign-in made without JavaScript is taken up the first time the portal's code runs.
const handedOver = takeHandedOverSession();
if (handedOver) {
  write(KEYS.access, handedOver.accessToken);
  write(KEYS.refresh, handedOver.refreshToken);
  write(KEYS.profileComplete, handedOver.profileComplete ? 'true' : null);
}

export interface SessionState {
  accessToken: string | null;
  refreshToken: string | null;
  profileComplete: boolean;
  /** Why the session ended without the person signing out (expired, revoked, the account erased): /login says it; else null. */
  ended: string | null;
  setTokens(tokens: { accessToken: string; refreshToken: string }): void;
  setProfileComplete(done: boolean): void;
  /** Forgets the tokens and the flag (logout, failed user load; `{ ended: why }` after a failed refresh). */
  clear(options?: { ended?: string | null }): void;
}

export const useSession = create<SessionState>()((set) => ({
  accessToken: read(KEYS.access),
  refreshToken: read(KEYS.refresh),
  profileComplete: read(KEYS.profileComplete) === 'true',
  ended: null,
  setTokens({ accessToken, refreshToken }) {
    write(KEYS.access, accessToken);
    write(KEYS.refresh, refreshToken);
    set({ accessToken, refreshToken, ended: null });
  },
  setProfileComplete(done) {
    write(KEYS.profileComplete, done ? 'true' : null);
    set({ profileComplete: done });
  },
  clear({ ended = null } = {}) {
    write(KEYS.access, null);
    write(KEYS.refresh, null);
    write(KEYS.profileComplete, null);
    set({ accessToken: null, refreshToken: null, profileComplete: false, ended });
  },
}));

/** The tokens in browser storage, where another tab may have put renewed ones; null when absent or unreadable. */
export function readStoredTokens(): { accessToken: string; refreshToken: string } | null {
  const accessToken = read(KEYS.access);
  const refreshToken = read(KEYS.refresh);
  return accessToken && refreshToken ? { accessToken, refreshToken } : null;
}

/** Re-reads storage, e.g. after another tab signed in or out. */
export function syncSessionFromStorage(): void {
  useSession.setState({
    accessToken: read(KEYS.access),
    refreshToken: read(KEYS.refresh),
    profileComplete: read(KEYS.profileComplete) === 'true',
  });
}
