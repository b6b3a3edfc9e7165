/**
 * A sign-in made without JavaScript (the page server answers /login's form) cannot write the
 * session into browser storage, where the portal's code keeps it: the page server hands it over in
 * a cookie of the portal's own origin instead, and the portal's code moves it into storage and
 * deletes the cookie the first time it runs there. The cookie is readable by the page's code (it
 * must be), SameSite=Strict, and lives a day: a session not taken up by then is signed in again.
 */
export const SESSION_HANDOFF_COOKIE = 'portal_signin';
const HANDOFF_MAX_AGE_SECONDS = 24 * 60 * 60;

export interface HandedOverSession {
  accessToken: string;
  refreshToken: string;
  profileComplete: boolean;
}

/** The Set-Cookie header that hands the session over (Secure on an https origin). */
export function sessionHandoffCookie(session: HandedOverSession, { secure }: { secure: boolean }): string {
  const value = encodeURIComponent(JSON.stringify(session));
  return `${SESSION_HANDOFF_COOKIE}=${value}; Path=/; Max-Age=${HANDOFF_MAX_AGE_SECONDS}; SameSite=Strict${secure ? '; Secure' : ''}`;
}

function parse(value: string): HandedOverSession | null {
  try {
    const session = JSON.parse(decodeURIComponent(value)) as Partial<HandedOverSession>;
    if (typeof session.accessToken !== 'string' || typeof session.refreshToken !== 'string') return null;
    return { accessToken: session.accessToken, refreshToken: session.refreshToken, profileComplete: session.profileComplete === true };
  } catch {
    return null;
  }
}

/** The session handed over in this origin's cookie, if any; the cookie is deleted as it is read. */
export function takeHandedOverSession(): HandedOverSession | null {
  if (typeof document === 'undefined') return null;
  const prefix = `${SESSION_HANDOFF_COOKIE}=`;
  const entry = document.cookie.split('; ').find((c) => c.startsWith(prefix));
  if (!entry) return null;
  document.cookie = `${SESSION_HANDOFF_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict`;
  return parse(entry.slice(prefix.length));
}
