/**
 * The public area's pages: the one list App.tsx renders and the browser tests weigh
 * (e2e/support/route-budgets.ts). The shell sends every path no other area claims here. Paths are
 * relative to where the shell mounts the App.
 */
export const PUBLIC_ROUTES = [
  { name: 'login', path: 'login' },
  { name: 'verify', path: 'verify' },
  { name: 'certificate', path: 'verify/:code' },
  { name: 'privacy', path: 'privacy' },
  { name: 'terms', path: 'terms' },
  { name: 'refundPolicy', path: 'refund-policy' },
  // Any other path is the landing page (SPEC §2): this area's not-found page.
  { name: 'landing', path: '*' },
] as const;

export type PublicRouteName = (typeof PUBLIC_ROUTES)[number]['name'];
