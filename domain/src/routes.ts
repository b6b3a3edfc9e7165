/** Where each role belongs (SPEC §2 route guard and §4 sign-in redirect). */
import type { Role } from './constants.ts';

export const ONBOARDING_PATH = '/onboarding';

export const HOME_BY_ROLE: Readonly<Record<Role, string>> = {
  STUDENT: '/dashboard',
  ADMIN: '/admin',
  CA: '/ca',
  MENTOR: '/mentor',
};

export function homeForRole(role: string | null | undefined): string {
  return HOME_BY_ROLE[(role ?? 'STUDENT') as Role] ?? HOME_BY_ROLE.STUDENT;
}
