// Stipends for the browser tests: a cohort's criteria published, as an admin publishes them on
// /admin/stipends, for tests that stand on a day after an internship's end.
import { EXAMPLE_STIPEND_TIERS } from '@portal/domain/stipend';
import { adminSession } from './admin';
import { apiAs, sendAs } from './api';

/**
 * The criteria of the cohort named `cohortName` published on `day` (YYYY-MM-DD) at the latest: the
 * example tiers published that day, unless criteria published by then are already there (an earlier
 * test or run). A day after the stack's calendar, so visitors on the stack's own day still read
 * that the criteria are to be announced.
 */
export async function criteriaPublishedBy(cohortName: string, day: string): Promise<void> {
  const admin = (await adminSession()).accessToken;
  const onDay = { 'x-program-today': day };
  const cohorts = await apiAs<{ id: string; name: string }[]>(admin, '/admin/api/cohorts');
  const cohortId = cohorts.find((c) => c.name === cohortName)!.id;
  const stored = await apiAs<{ published: boolean }>(admin, `/admin/api/stipends/criteria/${cohortId}`, { headers: onDay }).catch(
    () => null,
  );
  if (stored?.published) return;
  await sendAs(admin, `/admin/api/stipends/criteria/${cohortId}`, { publishOn: day, tiers: EXAMPLE_STIPEND_TIERS }, 'PUT', onDay);
}
