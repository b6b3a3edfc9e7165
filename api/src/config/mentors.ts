/** The mentors of the internship: how many interns one mentor may supervise. */
import { Type, type Static } from 'typebox';
import type { ConfigHints } from './area.ts';

export const MENTORS_SETTINGS = Type.Object({
  MENTOR_MAX_INTERNS: Type.Integer({
    description:
      'The most interns one mentor may supervise at a time; an assignment past it is refused, also when several are made at once. Lowering it keeps the interns already assigned',
    minimum: 1,
    maximum: 500,
    default: 15,
  }),
});

export const MENTORS_HINTS: ConfigHints<typeof MENTORS_SETTINGS> = {
  MENTOR_MAX_INTERNS: 'MENTOR_MAX_INTERNS must be a whole number from 1 to 500',
};

export function mentorsConfig(env: Static<typeof MENTORS_SETTINGS>) {
  return {
    /** MENTOR_MAX_INTERNS: the cap of each mentor's interns. */
    mentorMaxInterns: env.MENTOR_MAX_INTERNS,
  };
}
