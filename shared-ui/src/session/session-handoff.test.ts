/** The session a sign-in without JavaScript hands over in a cookie is taken up once, and the cookie goes. */
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_HANDOFF_COOKIE, sessionHandoffCookie, takeHandedOverSession } from './session-handoff';

/** What the browser stores of a Set-Cookie header: its name and value. */
const storeCookie = (setCookie: string) => (document.cookie = setCookie.replace(/; Secure$/, ''));

afterEach(() => {
  document.cookie = `${SESSION_HANDOFF_COOKIE}=; Path=/; Max-Age=0`;
});

describe('session handoff', () => {
  it('gives the session written by the page server once, then the cookie is gone', () => {
    const session = { accessToken: 'a.b.c', refreshToken: 'r;=1', profileComplete: true };
    const header = sessionHandoffCookie(session, { secure: true });
    expect(header).toMatch(/; Path=\/; Max-Age=86400; SameSite=Strict; Secure$/);
    storeCookie(header);
    expect(takeHandedOverSession()).toEqual(session);
    expect(document.cookie).not.toContain(SESSION_HANDOFF_COOKIE);
    expect(takeHandedOverSession()).toBeNull();
  });

  it('drops a cookie that is not a session', () => {
    document.cookie = `${SESSION_HANDOFF_COOKIE}=not-json; Path=/`;
    expect(takeHandedOverSession()).toBeNull();
    expect(document.cookie).not.toContain(SESSION_HANDOFF_COOKIE);
    expect(sessionHandoffCookie({ accessToken: 'a', refreshToken: 'r', profileComplete: false }, { secure: false })).not.toContain(
      'Secure',
    );
  });
});
