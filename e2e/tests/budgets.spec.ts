// Every route within its JavaScript budget (ARCHITECTURE "Performance budgets"; e2e/support/route-budgets.ts):
// the gzip JavaScript a cold browser downloads from the production build that `npm start` serves.
// Bytes, not timings: the same build gives the same figures on any machine. `npm run bench:web`
// prints the same measurements as a table, with bytes on the wire and time to the main heading.
import { expect, test } from '@playwright/test';
import { budgetSessions, pathToOpen } from '../support/budget-sessions';
import { ROUTE_BUDGETS, type BudgetRole } from '../support/route-budgets';
import { kb, measureRoute, type MeasureOptions } from '../support/route-weight';
import { SHELL_URL } from '../support/stack-env';

test.describe.configure({ mode: 'serial' });

let sessions: Map<BudgetRole, MeasureOptions>;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  sessions = await budgetSessions(ROUTE_BUDGETS);
});

for (const route of ROUTE_BUDGETS) {
  const { role, budgetKb } = route;
  test(`${route.path} (${role}) downloads at most ${budgetKb} KB of gzip JavaScript`, async ({ browser }) => {
    const path = await pathToOpen(route, sessions);
    const weight = await measureRoute(browser, `${SHELL_URL}${path}`, { ...sessions.get(role), timeoutMs: 60_000 });
    expect(weight.finalPath, 'the route itself is what was weighed, not a redirect').toBe(path);
    const heaviest = weight.files
      .filter((f) => f.type === 'script')
      .sort((a, b) => b.gzipBytes - a.gzipBytes)
      .slice(0, 5)
      .map((f) => `${kb(f.gzipBytes).toFixed(1)} KB ${new URL(f.url).pathname}`);
    expect(kb(weight.jsGzipBytes), `heaviest scripts: ${heaviest.join(', ')}`).toBeLessThanOrEqual(budgetKb);
  });
}
