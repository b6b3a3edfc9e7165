/**
 * The CA area's pages: the one list App.tsx renders and the browser tests weigh
 * (e2e/support/route-budgets.ts). The shell sends every path under /ca here, so a page added to
 * this list is served without a shell release; any other path under /ca shows this area's
 * not-found page. Paths are relative to where the shell mounts the App.
 */
export const CA_ROUTES = [
  { name: 'invoices', path: 'ca' },
  { name: 'stipends', path: 'ca/stipends' },
] as const;

export type CaRouteName = (typeof CA_ROUTES)[number]['name'];
