import { expect, test } from '@playwright/test';
import { completeProfile, signInViaApi, staffSession, uniqueEmail, useTokens } from '../support/session';
import { ADMIN_EMAIL, CA_EMAIL } from '../support/stack-env';

test.describe('each role lands where it belongs and is turned back from other areas', () => {
  test('ADMIN signs in to /admin and is sent back there from student and CA routes', async ({ page, context }) => {
    await useTokens(context, await staffSession(ADMIN_EMAIL));
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin dashboard' })).toBeVisible();
    await page.getByRole('link', { name: /Student Payment Links/ }).click();
    await expect(page).toHaveURL(/\/admin\/students$/);
    for (const path of ['/dashboard', '/student-main/pay', '/profile', '/ca', '/ca/anything-new']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin$/);
    }
  });

  test('CA lands on /ca and is sent back there from student and admin routes', async ({ page, context }) => {
    await useTokens(context, await staffSession(CA_EMAIL));
    await page.goto('/ca');
    await expect(page.getByRole('heading', { name: 'Invoice dashboard' })).toBeVisible();
    for (const path of ['/dashboard', '/admin', '/admin/students', '/admin/journey', '/admin/anything-new']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/ca$/);
    }
  });

  test('a student is sent to /dashboard from staff routes', async ({ page, context }) => {
    const tokens = await signInViaApi(uniqueEmail('stu'));
    await completeProfile(tokens);
    await useTokens(context, tokens, true);
    for (const path of ['/admin', '/admin/students', '/admin/anything-new', '/ca']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/dashboard$/);
    }
  });

  test('a student with an incomplete profile is sent to /onboarding', async ({ page, context }) => {
    await useTokens(context, await signInViaApi(uniqueEmail('inc')));
    for (const path of ['/dashboard', '/student', '/profile', '/student-main']) {
      await page.goto(path);
      // Onboarding leads on to the page asked for (its dashboard, the home, needs no saying).
      await expect(page).toHaveURL(path === '/dashboard' ? /\/onboarding$/ : `/onboarding?next=${encodeURIComponent(path)}`);
    }
  });

  test('a visitor without a token is sent to /login from every signed-in route', async ({ page }) => {
    for (const path of ['/onboarding', '/dashboard', '/profile', '/admin', '/admin/anything-new', '/ca']) {
      await page.goto(path);
      // Sign-in returns to the page asked for (a role's home, where it leads anyway, needs no saying).
      await expect(page).toHaveURL(
        ['/profile', '/admin/anything-new'].includes(path) ? `/login?next=${encodeURIComponent(path)}` : /\/login$/,
      );
    }
  });

  test('a broken token is cleared and the visitor goes to /login', async ({ page, context }) => {
    await useTokens(context, { accessToken: 'not-a-token', refreshToken: 'not-a-refresh-token' });
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('refreshToken')])).toEqual([null, null]);
  });
});
