/** Where a fresh sign-in lands (SPEC §4 sign-in flow). Pure, so the rule is tested on its own. */
import { safeReturnPath, withReturnPath } from '@portal/domain/return-path';
import { HOME_BY_ROLE, ONBOARDING_PATH, homeForRole } from '@portal/domain/routes';

export interface PostLoginFacts {
  /** Role from GET /me; missing means STUDENT. */
  role: string | null | undefined;
  /** isNew or newUser from POST /auth/otp/verify. */
  isNew: boolean;
  /** isProfileComplete(me) of the domain rules. */
  profileComplete: boolean;
  /** The page that sent the visitor to sign in (`?next=` of /login); followed only when it is a path of this origin. */
  next?: string | null;
}

/**
 * The page that asked for the sign-in, when there was one; else ADMIN -> /admin, CA -> /ca, MENTOR
 * -> /mentor, a student -> /dashboard. A student goes to /onboarding first when new or incomplete, carrying that
 * page on. The route guard still decides whether the role may open it.
 */
export function postLoginPath({ role, isNew, profileComplete, next }: PostLoginFacts): string {
  const home = homeForRole(role?.toUpperCase());
  const asked = safeReturnPath(next);
  if (home === HOME_BY_ROLE.STUDENT && (isNew || !profileComplete)) return withReturnPath(ONBOARDING_PATH, asked);
  return asked ?? home;
}
