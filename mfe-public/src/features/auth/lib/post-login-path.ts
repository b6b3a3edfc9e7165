/** Where a fresh sign-in lands (SPEC §4 sign-in flow). Pure, so the rule is tested on its own. */
import { HOME_BY_ROLE, ONBOARDING_PATH, homeForRole } from '@portal/domain/routes';

export interface PostLoginFacts {
  /** Role from GET /me; missing means STUDENT. */
  role: string | null | undefined;
  /** isNew or newUser from POST /auth/otp/verify. */
  isNew: boolean;
  /** isProfileComplete(me) of the domain rules. */
  profileComplete: boolean;
}

/** ADMIN -> /admin, CA -> /ca; a student goes to /onboarding when new or incomplete, else /dashboard. */
export function postLoginPath({ role, isNew, profileComplete }: PostLoginFacts): string {
  const home = homeForRole(role?.toUpperCase());
  if (home !== HOME_BY_ROLE.STUDENT) return home;
  return isNew || !profileComplete ? ONBOARDING_PATH : home;
}
