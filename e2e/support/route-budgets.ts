/**
 * The JavaScript budget of every route (ARCHITECTURE "Performance budgets"): gzip bytes a cold
 * browser downloads on the production build. Checked by tests/budgets.spec.ts in `npm test`
 * and printed by `npm run bench:web`.
 */
export type BudgetRole =
  'visitor' | 'newcomer' | 'applicant' | 'student' | 'chosen' | 'described' | 'drafted' | 'graduate' | 'admin' | 'ca';

export interface RouteBudget {
  /**
   * Who opens the route, so it is weighed in the state that shows its real screen: a visitor; a
   * newcomer without a profile (onboarding); an applicant with a profile whose ID is not verified
   * yet (/dashboard); a student with ID and fee verified; a student whose specialization is
   * finalized (the background form), whose background is submitted (the letter request), whose
   * draft letter is issued (the signature pad), whose final letter is issued; staff.
   */
  role: BudgetRole;
  /** The route; `:id` stands for the user id of `subject`'s account (an admin's page of one student). */
  path: string;
  /** Whose record a route with `:id` shows: a student in that role's state. */
  subject?: BudgetRole;
  /** Gzip JavaScript the route may download, in KiB. */
  budgetKb: number;
}

const LIGHT_KB = 300;
const SIGNED_IN_KB = 350;

export const ROUTE_BUDGETS: readonly RouteBudget[] = [
  { role: 'visitor', path: '/', budgetKb: 150 },
  { role: 'visitor', path: '/login', budgetKb: 160 },
  { role: 'visitor', path: '/verify', budgetKb: 150 },
  { role: 'newcomer', path: '/onboarding', budgetKb: LIGHT_KB },
  { role: 'applicant', path: '/dashboard', budgetKb: LIGHT_KB },
  { role: 'student', path: '/profile', budgetKb: LIGHT_KB },
  { role: 'student', path: '/student-main', budgetKb: SIGNED_IN_KB },
  { role: 'student', path: '/student-main/pay', budgetKb: SIGNED_IN_KB },
  { role: 'student', path: '/student-main/billing', budgetKb: SIGNED_IN_KB },
  { role: 'student', path: '/student-main/specializations', budgetKb: SIGNED_IN_KB },
  { role: 'student', path: '/student-main/id-proof-view', budgetKb: SIGNED_IN_KB },
  { role: 'chosen', path: '/student-main/background', budgetKb: SIGNED_IN_KB },
  { role: 'described', path: '/student-main/offer-letter', budgetKb: SIGNED_IN_KB },
  { role: 'drafted', path: '/student-main/offer-letter/sign', budgetKb: SIGNED_IN_KB },
  { role: 'graduate', path: '/student-main/final-offer-letter', budgetKb: SIGNED_IN_KB },
  { role: 'graduate', path: '/student-main/jobs', budgetKb: SIGNED_IN_KB },
  { role: 'student', path: '/student-main/training', budgetKb: SIGNED_IN_KB },
  { role: 'student', path: '/student-main/internship', budgetKb: SIGNED_IN_KB },
  { role: 'student', path: '/student-main/confluence', budgetKb: SIGNED_IN_KB },
  { role: 'student', path: '/student-main/contact', budgetKb: SIGNED_IN_KB },
  { role: 'student', path: '/student-main/certificates', budgetKb: SIGNED_IN_KB },
  { role: 'admin', path: '/admin', budgetKb: SIGNED_IN_KB },
  { role: 'admin', path: '/admin/students', budgetKb: SIGNED_IN_KB },
  { role: 'admin', path: '/admin/journey', budgetKb: SIGNED_IN_KB },
  { role: 'admin', path: '/admin/students/:id', subject: 'graduate', budgetKb: SIGNED_IN_KB },
  { role: 'ca', path: '/ca', budgetKb: SIGNED_IN_KB },
];
