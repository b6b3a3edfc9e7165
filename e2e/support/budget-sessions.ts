// The session of each budget role (route-budgets.ts), made through the real API: only the roles
// asked for, each a new account in the state its routes need. Used by tests/budgets.spec.ts and
// `npm run bench:web`.
import { studentAtStage, type JourneyStage } from './journey';
import { apiAs } from './api';
import type { BudgetRole, RouteBudget } from './route-budgets';
import type { MeasureOptions } from './route-weight';
import { signInViaApi, signedInWithProfile, staffSession, uniqueEmail } from './session';
import { mentorSession } from './mentor';
import { ADMIN_EMAIL, CA_EMAIL, MENTOR_EMAIL } from './stack-env';

const STUDENT_STAGES: Partial<Record<BudgetRole, JourneyStage>> = {
  student: 'fee',
  chosen: 'specialization',
  described: 'background',
  drafted: 'draft',
  graduate: 'final',
};

async function sessionOf(role: BudgetRole): Promise<MeasureOptions> {
  const stage = STUDENT_STAGES[role];
  if (stage) return { tokens: await studentAtStage(uniqueEmail(`budget-${role}`), stage), profileComplete: true };
  switch (role) {
    case 'newcomer':
      return { tokens: await signInViaApi(uniqueEmail('budget-newcomer')) };
    case 'applicant':
      return { tokens: await signedInWithProfile(uniqueEmail('budget-applicant')), profileComplete: true };
    case 'admin':
      return { tokens: await staffSession(ADMIN_EMAIL) };
    case 'ca':
      return { tokens: await staffSession(CA_EMAIL) };
    case 'mentor':
      return { tokens: await mentorSession(MENTOR_EMAIL) };
    default:
      return {};
  }
}

/** The sessions the routes need: who opens each, and whose record it shows. */
export async function budgetSessions(routes: readonly RouteBudget[]): Promise<Map<BudgetRole, MeasureOptions>> {
  const sessions = new Map<BudgetRole, MeasureOptions>();
  const roles = routes.flatMap((r) => (r.subject ? [r.role, r.subject] : [r.role]));
  // One at a time: the admin's session and signature are made once and shared.
  for (const role of new Set(roles)) sessions.set(role, await sessionOf(role));
  return sessions;
}

/** The path to open: `:id` becomes the user id of the route's subject. */
export async function pathToOpen(route: RouteBudget, sessions: Map<BudgetRole, MeasureOptions>): Promise<string> {
  const tokens = route.subject ? sessions.get(route.subject)?.tokens : undefined;
  if (!tokens) return route.path;
  const me = await apiAs<{ id: string }>(tokens.accessToken, '/me');
  return route.path.replace(':id', me.id);
}
