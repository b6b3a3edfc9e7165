/**
 * The JavaScript budget of every route (ARCHITECTURE "Performance budgets"): gzip bytes a cold
 * browser downloads on the production build. Checked by tests/budgets.spec.ts in `npm test`
 * and printed by `npm run bench:web`. The routes are each remote's own list (its src/app/routes.ts);
 * here each gets who opens it and its budget, so a page added to a remote's list has no budget
 * until one is given here (the type check says so).
 */
import { ADMIN_ROUTES, type AdminRouteName } from '../../mfe-admin/src/app/routes.ts';
import { CA_ROUTES, type CaRouteName } from '../../mfe-ca/src/app/routes.ts';
import { MENTOR_ROUTES, type MentorRouteName } from '../../mfe-mentor/src/app/routes.ts';
import { PUBLIC_ROUTES, type PublicRouteName } from '../../mfe-public/src/app/routes.ts';
import { STUDENT_ROUTES, STUDENT_SECTIONS, type StudentRouteName, type StudentSectionPath } from '../../mfe-student/src/app/routes.ts';

export type BudgetRole =
  'visitor' | 'newcomer' | 'applicant' | 'student' | 'chosen' | 'described' | 'drafted' | 'graduate' | 'admin' | 'ca' | 'mentor';

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

// ARCHITECTURE's figure. Measured on 2026-11-26: /onboarding 253.5 KB (the consent screen is a
// chunk of its own, and the onboarding form loads once consent is known), /dashboard 290.0 KB.
const LIGHT_KB = 300;
const SIGNED_IN_KB = 350;

/** Who weighs a route and its budget; or why it is not weighed on its own. */
type Weighing = Omit<RouteBudget, 'path'> | { skip: string };

/** The URL of a route pattern: `student-main/*` → `/student-main`, `*` → `/`. */
const urlOf = (pattern: string) => `/${pattern.replace(/\/?\*$/, '')}`;

function budgetsOf<N extends string>(routes: readonly { name: N; path: string }[], weigh: Record<N, Weighing>): RouteBudget[] {
  return routes.flatMap(({ name, path }) => {
    const weighing: Weighing = weigh[name];
    return 'skip' in weighing ? [] : [{ ...weighing, path: urlOf(path) }];
  });
}

const LEGAL: Weighing = { skip: 'a page of text lighter than the landing page' };

const PUBLIC: Record<PublicRouteName, Weighing> = {
  // 145.9 KB measured on 2026-11-27 (153.5 before the sections below the fold and their words became a
  // chunk fetched as they come into view: 7.3 KB of the landing's own code is left). The rest is React
  // (67 KB), the federation runtime in the shell and in remoteEntry.js (48 KB) and the router (14 KB):
  // the way to 130 KB is a lighter federation runtime, not the page. 147.3 KB on 2026-11-29: the shell
  // gained taking up a sign-in made without JavaScript (0.2 KB, in the session store, which must read it
  // before anything else) and fetching a signed-in area's code while GET /me is asked (0.2 KB). Both
  // lazier forms cost more than they saved (a lazy chunk's loader and the shared chunk's whole module).
  landing: { role: 'visitor', budgetKb: 148 },
  login: { role: 'visitor', budgetKb: 160 },
  verify: { role: 'visitor', budgetKb: 150 },
  certificate: { skip: 'the /verify page with a code filled in' },
  privacy: LEGAL,
  terms: LEGAL,
  refundPolicy: LEGAL,
};

const STUDENT: Record<StudentRouteName, Weighing> = {
  onboarding: { role: 'newcomer', budgetKb: LIGHT_KB },
  dashboard: { role: 'applicant', budgetKb: LIGHT_KB },
  student: { skip: 'the /dashboard page under its old name' },
  // 287.1 KB measured on 2026-11-29 (303.9 before the profile form's phone check, libphonenumber-js and
  // its metadata, 17 KB, was fetched when the form is first focused).
  profile: { role: 'student', budgetKb: LIGHT_KB },
  main: { role: 'student', budgetKb: SIGNED_IN_KB },
};

/** Each section of /student-main in the journey state that shows its real screen. */
const SECTION_ROLES: Record<StudentSectionPath, BudgetRole> = {
  pay: 'student',
  billing: 'student',
  specializations: 'student',
  'id-proof-view': 'student',
  background: 'chosen',
  'offer-letter': 'described',
  'offer-letter/sign': 'drafted',
  'final-offer-letter': 'graduate',
  jobs: 'graduate',
  // With the specialization final: the schedule, not the locked note.
  training: 'chosen',
  internship: 'student',
  confluence: 'student',
  contact: 'student',
  certificates: 'student',
};

const ADMIN: Record<AdminRouteName, Weighing> = {
  home: { role: 'admin', budgetKb: SIGNED_IN_KB },
  students: { role: 'admin', budgetKb: SIGNED_IN_KB },
  journey: { role: 'admin', budgetKb: SIGNED_IN_KB },
  training: { role: 'admin', budgetKb: SIGNED_IN_KB },
  attendance: { role: 'admin', budgetKb: SIGNED_IN_KB },
  mentors: { role: 'admin', budgetKb: SIGNED_IN_KB },
  stipends: { role: 'admin', budgetKb: SIGNED_IN_KB },
  // 329.8 KB measured on 2026-11-26 (380.7 before the journey bar dropped antd's Progress and the
  // table of who opened the files loaded when asked for).
  student: { role: 'admin', subject: 'graduate', budgetKb: SIGNED_IN_KB },
};

const CA: Record<CaRouteName, Weighing> = {
  invoices: { role: 'ca', budgetKb: SIGNED_IN_KB },
  stipends: { role: 'ca', budgetKb: SIGNED_IN_KB },
};

const MENTOR: Record<MentorRouteName, Weighing> = {
  home: { role: 'mentor', budgetKb: SIGNED_IN_KB },
  intern: { skip: "one assigned intern's page: the weighing mentor has no intern, and any other id shows the not-found page" },
  projects: { role: 'mentor', budgetKb: SIGNED_IN_KB },
};

export const ROUTE_BUDGETS: readonly RouteBudget[] = [
  ...budgetsOf(PUBLIC_ROUTES, PUBLIC),
  ...budgetsOf(STUDENT_ROUTES, STUDENT),
  ...STUDENT_SECTIONS.map(({ path }) => ({ role: SECTION_ROLES[path], path: `/student-main/${path}`, budgetKb: SIGNED_IN_KB })),
  ...budgetsOf(ADMIN_ROUTES, ADMIN),
  ...budgetsOf(CA_ROUTES, CA),
  ...budgetsOf(MENTOR_ROUTES, MENTOR),
];
