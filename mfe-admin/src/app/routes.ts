/**
 * The admin area's pages: the one list this remote renders (app/pages.tsx, App.tsx) and the
 * browser tests weigh (e2e/support/route-budgets.ts). The shell sends every path under /admin
 * here, so a page added to this list is served without a shell release; any other path under
 * /admin shows this area's not-found page. Paths are relative to where the shell mounts the App.
 */
export const ADMIN_ROUTES = [
  { name: 'home', path: 'admin' },
  { name: 'students', path: 'admin/students' },
  { name: 'student', path: 'admin/students/:id' },
  { name: 'journey', path: 'admin/journey' },
  { name: 'training', path: 'admin/training' },
  { name: 'attendance', path: 'admin/training/attendance' },
  { name: 'mentors', path: 'admin/mentors' },
  { name: 'stipends', path: 'admin/stipends' },
] as const;

export type AdminRouteName = (typeof ADMIN_ROUTES)[number]['name'];
