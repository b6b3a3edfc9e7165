/**
 * The route guard of SPEC §2 as a pure decision. The hook around it loads the user;
 * this function only says whether to render the route or where to send the visitor. Whether the
 * profile is complete is the server's verdict (`profileComplete` of GET /me).
 */
import { withReturnPath } from '@portal/domain/return-path';
import { HOME_BY_ROLE, ONBOARDING_PATH, homeForRole } from '@portal/domain/routes';
import type { Me } from '@portal/shared-ui/api/me';
import type { RouteEntry } from '../../lib/route-table';

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  /** The profile looks incomplete but the profileComplete flag is set: check once more after 150 ms. */
  | { kind: 'retry-profile' };

export interface GuardInput {
  route: RouteEntry;
  hasToken: boolean;
  /** The loaded user; null when not loaded (public routes do not load it). */
  me: Me | null;
  profileCompleteFlag: boolean;
  /** Whether the one 150 ms retry was already spent. */
  retried: boolean;
}

export function decide({ route, hasToken, me, profileCompleteFlag, retried }: GuardInput): GuardDecision {
  if (route.access === 'public') return { kind: 'allow' };
  if (!hasToken || !me) return { kind: 'redirect', to: '/login' };
  if (route.access === 'signed-in') return { kind: 'allow' };

  const role = me.role ?? 'STUDENT';
  if (!route.access.includes(role)) {
    // ADMIN is sent to /admin, CA to /ca, MENTOR to /mentor, a student to /dashboard.
    return { kind: 'redirect', to: homeForRole(role) };
  }
  if (role === 'STUDENT' && route.needsCompleteProfile && !me.profileComplete) {
    if (profileCompleteFlag && !retried) return { kind: 'retry-profile' };
    return { kind: 'redirect', to: '/onboarding' };
  }
  return { kind: 'allow' };
}

/**
 * The role an access token names (its payload's `role`, not verified: the server checks every
 * request), or null when it names none. Enough to know which area's code to fetch before GET /me.
 */
export function roleOfToken(accessToken: string | null): string | null {
  const payload = accessToken?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { role?: unknown };
    return typeof claims.role === 'string' ? claims.role : null;
  } catch {
    return null;
  }
}

/** Whether a signed-in user of this role may open the route: its area's code may be fetched while GET /me is asked. */
export function mayOpen(route: RouteEntry, role: string | null): boolean {
  if (route.access === 'public' || route.access === 'signed-in') return role !== null;
  return role !== null && (route.access as readonly string[]).includes(role);
}

/** Sign-in and onboarding come back to the page that sent there (`?next=`); a role's home is where they lead anyway. */
const RETURNS_TO_SENDER = new Set(['/login', ONBOARDING_PATH]);
const LANDING_PLACES = new Set<string>([...Object.values(HOME_BY_ROLE), ONBOARDING_PATH]);

/** The URL a redirect goes to from `from` (the router's location). */
export function redirectTarget(to: string, from: { pathname: string; search: string; hash: string }): string {
  if (!RETURNS_TO_SENDER.has(to) || LANDING_PLACES.has(from.pathname)) return to;
  return withReturnPath(to, `${from.pathname}${from.search}${from.hash}`);
}
