/**
 * Where a sign-in returns to: the page that asked for it (a mail's link opened while signed out),
 * carried as `?next=` through /login and /onboarding. Only a path of this origin is ever followed.
 */
export const RETURN_PARAM = 'next';

const hasControlCharacter = (text: string) => [...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/**
 * `raw` when it is a path of this origin (query and fragment kept), else null: never `//host`,
 * `/\host`, `https://…`, `javascript:…`, control characters (a browser drops tabs and newlines,
 * which could turn `/\t/host` into `//host`), or /login itself.
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\') || hasControlCharacter(raw)) return null;
  const pathname = raw.split(/[?#]/, 1)[0];
  return pathname === '/login' || pathname === '/login/' ? null : raw;
}

/** `withReturnPath('/login', '/student-main/billing')` → `/login?next=%2Fstudent-main%2Fbilling`; `path` alone when `next` is not safe. */
export function withReturnPath(path: string, next: string | null | undefined): string {
  const safe = safeReturnPath(next);
  return safe ? `${path}?${RETURN_PARAM}=${encodeURIComponent(safe)}` : path;
}

/** The safe `next` of a location's query string (`?next=…`), or null. */
export function returnPathOf(search: string): string | null {
  const value = new RegExp(`(?:^|[?&])${RETURN_PARAM}=([^&#]*)`).exec(search)?.[1];
  if (value === undefined) return null;
  try {
    return safeReturnPath(decodeURIComponent(value.replace(/\+/g, ' ')));
  } catch {
    return null; // a malformed escape
  }
}
