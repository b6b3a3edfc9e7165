/**
 * The JavaScript budget of every route (ARCHITECTURE "Performance budgets"): gzip bytes a cold
 * browser downloads on the production build. Checked by tests/budgets.spec.ts in `npm test`
 * and printed by `npm run bench:web`.
 */
export type BudgetRole = 'visitor' | 'student' | 'newcomer' | 'admin' | 'ca';

export interface RouteBudget {
  /** Who opens the route: a visitor, a student with a complete profile, one without (onboarding), staff. */
  role: BudgetRole;
  path: string;
  /** Gzip JavaScript the route may download, in KiB. */
  budgetKb: number;
}

const LIGHT_KB = 300;
const SIGNED_IN_KB = 350;

export const ROUTE_BUDGETS: readonly RouteBudget[] = [
  { role: 'visitor', path: '/', budgetKb: 150 },
  { role: 'visitor', path: '/login', budgetKb: 160 },
  { role: 'newcomer', path: '/onboarding', budgetKb: LIGHT_KB },
  { role: 'student', path: '/dashboard', budgetKb: LIGHT_KB },
  { role: 'student', path: '/profile', budgetKb: LIGHT_KB },
  { role: 'student', path: '/student-main', budgetKb: SIGNED_IN_KB },
  { role: 'student', path: '/student-main/pay', budgetKb: SIGNED_IN_KB },
  { role: 'student', path: '/student-main/billing', budgetKb: SIGNED_IN_KB },
  { role: 'admin', path: '/admin', budgetKb: SIGNED_IN_KB },
  { role: 'admin', path: '/admin/students', budgetKb: SIGNED_IN_KB },
  { role: 'ca', path: '/ca', budgetKb: SIGNED_IN_KB },
];
