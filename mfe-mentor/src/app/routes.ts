/**
 * The mentor area's pages: the one list App.tsx renders and the browser tests weigh
 * (e2e/support/route-budgets.ts). The shell sends every path under /mentor here, so a page added to
 * this list is served without a shell release; any other path under /mentor shows this area's
 * not-found page. Paths are relative to where the shell mounts the App.
 */
export const MENTOR_ROUTES = [
  { name: 'home', path: 'mentor' },
  { name: 'intern', path: 'mentor/interns/:internId' },
  { name: 'projects', path: 'mentor/projects' },
] as const;

export type MentorRouteName = (typeof MENTOR_ROUTES)[number]['name'];
