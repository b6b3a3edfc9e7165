import type { Me } from '@portal/shared-ui/api/me';

/** SPEC §2: the student's name, or the e-mail, or 'Student'. */
export function displayName(me: Pick<Me, 'name' | 'email'>): string {
  return me.name?.trim() || me.email?.trim() || 'Student';
}
