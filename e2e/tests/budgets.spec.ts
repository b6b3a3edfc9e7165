// Every route within its JavaScript budget (ARCHITECTURE "Performance budgets"; e2e/support/route-budgets.ts):
// the gzip JavaScript a cold browser downloads from the production build that `npm start` serves.
// Bytes, not timings: the same build gives the same figures on any machine. `npm run bench:web`
// prints the same measurements as a table, with bytes on the wire and time to the main heading.
import { expect, test } from '@playwright/test';
import { verifyFeeViaApi, verifyIdViaApi } from '../support/admin';
import { ROUTE_BUDGETS, allowedKb, type BudgetRole } from '../support/route-budgets';
import { kb, measureRoute, type MeasureOptions } from '../support/route-weight';
import { signInViaApi, signedInWithProfile, staffSession, uniqueEmail } from '../support/session';
import { ADMIN_EMAIL, CA_EMAIL, SHELL_URL } from '../support/stack-env';

test.describe.configure({ mode: 'serial' });

let sessions: Record<BudgetRole, MeasureOptions>;

test.beforeAll(async () => {
  // A student with every step a budgeted route needs open: profile, ID verified, fee verified.
  const student = await signedInWithProfile(uniqueEmail('budget'));
  await verifyIdViaApi(student);
  await verifyFeeViaApi(student);
  sessions = {
    visitor: {},
    newcomer: { tokens: await signInViaApi(uniqueEmail('budget-new')) },
    applicant: { tokens: await signedInWithProfile(uniqueEmail('budget-applicant')), profileComplete: true },
    student: { tokens: student, profileComplete: true },
    admin: { tokens: await staffSession(ADMIN_EMAIL) },
    ca: { tokens: await staffSession(CA_EMAIL) },
  };
});

for (const route of ROUTE_BUDGETS) {
  const { role, path, budgetKb, heldAtKb } = route;
  const limit = heldAtKb ? `${heldAtKb} KB (held there until it meets its ${budgetKb} KB target)` : `${budgetKb} KB`;
  test(`${path} (${role}) downloads at most ${limit} of gzip JavaScript`, async ({ browser }) => {
    const weight = await measureRoute(browser, `${SHELL_URL}${path}`, { ...sessions[role], timeoutMs: 60_000 });
    expect(weight.finalPath, 'the route itself is what was weighed, not a redirect').toBe(path);
    const heaviest = weight.files.filter((f) => f.type === 'script').sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 5)
      .map((f) => `${kb(f.gzipBytes).toFixed(1)} KB ${new URL(f.url).pathname}`);
    expect(kb(weight.jsGzipBytes), `heaviest scripts: ${heaviest.join(', ')}`).toBeLessThanOrEqual(allowedKb(route));
  });
}
