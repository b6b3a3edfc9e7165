import { expect, test } from '@playwright/test';
import { completeProfile, signInViaApi, uniqueEmail } from '../support/session';
import { API_URL } from '../support/stack-env';

test('two tabs whose access token expired together refresh once and both stay signed in', async ({ context }) => {
  const tokens = await signInViaApi(uniqueEmail('tabs'));
  await completeProfile(tokens, 'Asha Tabs');

  const refreshes: string[] = [];
  // Hold each refresh on the wire for a moment, so that the two tabs' refreshes surely overlap.
  await context.route(`${API_URL}/auth/refresh`, async (route) => {
    refreshes.push(route.request().postData() ?? '');
    await new Promise((resolve) => setTimeout(resolve, 750));
    await route.continue();
  });

  const tab1 = await context.newPage();
  const tab2 = await context.newPage();
  await tab1.goto('/');
  // As after a pause longer than the access token's 15 minutes: it no longer works, the refresh token does.
  await tab1.evaluate((refreshToken) => {
    localStorage.setItem('accessToken', 'expired.access.token');
    localStorage.setItem('refreshToken', refreshToken);
    localStorage.setItem('profileComplete', 'true');
  }, tokens.refreshToken);

  await Promise.all([tab1.goto('/dashboard'), tab2.goto('/dashboard')]);
  for (const tab of [tab1, tab2]) {
    // Two tabs load the student remote at once: give them longer than the usual 10 s on a busy machine.
    await expect(tab.getByRole('heading', { name: 'Welcome, Asha Tabs' })).toBeVisible({ timeout: 30_000 });
    await expect(tab).toHaveURL(/\/dashboard$/);
  }
  expect(refreshes).toHaveLength(1);

  // The session lives on: the tokens both tabs now hold still work.
  const stored = await tab2.evaluate(() => localStorage.getItem('accessToken'));
  const me = await fetch(`${API_URL}/me`, { headers: { Authorization: `Bearer ${stored}` } });
  expect(me.status).toBe(200);
});
