/**
 * Where a sign-in returns to: the page that asked for it (a mail's link opened while signed out),
 * carried as `?next=` through /login and /onboarding. Only a path of this origin is ever followed.
 */
export const RETURN_PARAM = 'next';

const BASE = 'http://portal.invalid';

/**
 * The path (with its query and fragment) when `raw` is a path of this origin, else null: never
 * `//host`, `/\host`, `https://…`, `javascript:…`, control characters, or /login itself.
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || url.pathname === '/login') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `withReturnPath('/login', '/student-main/billing')` → `/login?next=%2Fstudent-main%2Fbilling`; `path` alone when `next` is not safe. */
export function withReturnPath(path: string, next: string | null | undefined): string {
  const safe = safeReturnPath(next);
  return safe ? `${path}?${RETURN_PARAM}=${encodeURIComponent(safe)}` : path;
}

/** The safe `next` of a location's query string (`?next=…`), or null. */
export function returnPathOf(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM));
}
