// The session of each budget role (route-budgets.ts), made through the real API: only the roles
// asked for, each a new account in the state its routes need. Used by tests/budgets.spec.ts and
// `npm run bench:web`.
import { studentAtStage, type JourneyStage } from './journey';
import type { BudgetRole } from './route-budgets';
import type { MeasureOptions } from './route-weight';
import { signInViaApi, signedInWithProfile, staffSession, uniqueEmail } from './session';
import { ADMIN_EMAIL, CA_EMAIL } from './stack-env';

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
    default:
      return {};
  }
}

export async function budgetSessions(roles: Iterable<BudgetRole>): Promise<Map<BudgetRole, MeasureOptions>> {
  const sessions = new Map<BudgetRole, MeasureOptions>();
  // One at a time: the admin's session and signature are made once and shared.
  for (const role of new Set(roles)) sessions.set(role, await sessionOf(role));
  return sessions;
}
