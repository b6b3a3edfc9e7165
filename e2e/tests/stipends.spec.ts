// The stipend's new screens: an admin reaches /admin/stipends from /admin (the criteria and the
// ended internships), a CA reaches /ca/stipends from /ca (a month's payouts, outside the GST
// returns). Both pass axe at 1366 and 375 px.
import { expect, test } from '@playwright/test';
import { adminSession } from '../support/admin';
import { FIRST_LOAD_TIMEOUT, accessibleAtBothWidths } from '../support/axe';
import { staffSession, useTokens } from '../support/session';
import { CA_EMAIL } from '../support/stack-env';

const DESKTOP = { width: 1366, height: 900 };

test.use({ viewport: DESKTOP });

test('an admin opens the Stipends page from /admin and a CA the stipend payouts from /ca', async ({ browser }) => {
  test.setTimeout(120_000);
  const adminContext = await browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
  await useTokens(adminContext, await adminSession());
  const admin = await adminContext.newPage();
  await admin.goto('/admin');
  await admin.getByRole('link', { name: 'Open the stipends' }).click();
  const criteria = admin.getByRole('region', { name: 'Stipend criteria' });
  await expect(criteria.getByLabel('Cohort')).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
  await expect(admin.getByRole('region', { name: 'Ended internships' })).toBeVisible();
  await accessibleAtBothWidths(admin, '/admin/stipends', { heading: 'Stipends', title: 'Stipends — Career Portal' });
  await adminContext.close();

  const caContext = await browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
  await useTokens(caContext, await staffSession(CA_EMAIL));
  const ca = await caContext.newPage();
  await ca.goto('/ca');
  await ca.getByRole('link', { name: 'Stipend payouts (not GST supplies)' }).click();
  await expect(ca).toHaveURL(/\/ca\/stipends$/);
  await expect(ca.getByRole('status').filter({ hasText: /payouts?, total ₹/ })).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
  await accessibleAtBothWidths(ca, '/ca/stipends', { heading: 'Stipend payouts', title: 'Stipend payouts — Career Portal' });
  await caContext.close();
});
