// Every route and state a person reaches, checked with axe (WCAG 2.2 A/AA, no serious or
// critical violation), one h1 and its own document title, on a desktop and on a phone.
// A new screen, state or modal gets its check here (see e2e/README.md).
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectAccessiblePage, expectNoSeriousA11yViolations } from '../support/axe';
import { completeProfile, mailCount, readOtp, signInViaApi, staffSession, uniqueEmail, useTokens } from '../support/session';
import { ADMIN_EMAIL, CA_EMAIL, REMOTE_PORTS } from '../support/stack-env';

const VIEWPORTS = [
  { width: 1366, height: 900 },
  { width: 375, height: 740 },
];

async function studentPage(context: BrowserContext, name = 'Asha Rao'): Promise<Page> {
  const tokens = await signInViaApi(uniqueEmail('a11y'));
  await completeProfile(tokens, name);
  await useTokens(context, tokens, true);
  return context.newPage();
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the landing page, and its section menu on phones', async ({ page }) => {
      await page.goto('/');
      await expectAccessiblePage(page, 'landing', {
        heading: 'Train live. Intern for free. Land the job.',
        title: 'Career Portal — Live training, guaranteed internship, job or PPO',
      });
      const menu = page.getByRole('button', { name: 'Menu' });
      if (await menu.isVisible()) {
        await menu.click();
        await expect(page.getByRole('navigation', { name: 'Sections' })).toBeVisible();
        await expectNoSeriousA11yViolations(page, 'landing, section menu open');
      }
    });

    test('sign-in: e-mail, e-mail error, code, wrong code, and already signed in', async ({ page }) => {
      const structure = { heading: 'Sign in', title: 'Sign in — Career Portal' };
      await page.goto('/login');
      await expectAccessiblePage(page, '/login, e-mail', structure);

      await page.getByRole('button', { name: 'Send OTP' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Please enter your email.' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, '/login, e-mail error');

      const email = uniqueEmail('a11y.login');
      await page.getByLabel('Email').fill(email);
      const since = await mailCount(email);
      await page.getByRole('button', { name: 'Send OTP' }).click();
      const code = await readOtp(email, since);
      await expect(page.getByLabel('Digit 1 of 6')).toBeFocused();
      await expectAccessiblePage(page, '/login, code', structure);

      await page.keyboard.type(code === '000000' ? '111111' : '000000');
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page.getByText('Invalid or expired code.')).toBeVisible();
      await expect(page.getByLabel('Digit 1 of 6')).toBeFocused();
      await expectAccessiblePage(page, '/login, wrong code', structure);

      await page.keyboard.type(code);
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page).toHaveURL(/\/onboarding$/);
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Continue to dashboard' })).toBeVisible();
      await expectAccessiblePage(page, '/login, already signed in', structure);
    });

    test('onboarding: empty, with errors, and with the country list open', async ({ page, context }) => {
      await useTokens(context, await signInViaApi(uniqueEmail('a11y.onb')));
      await page.goto('/onboarding');
      const structure = { heading: "Let's set up your profile", title: 'Set up your profile — Career Portal' };
      await expect(page.getByRole('button', { name: 'Save Profile' })).toBeVisible();
      await expectAccessiblePage(page, '/onboarding, empty', structure);

      await page.getByRole('button', { name: 'Save Profile' }).click();
      await expect(page.getByText('Please select your country.')).toBeVisible();
      await expectAccessiblePage(page, '/onboarding, with errors', structure);

      await page.getByLabel('Country').click();
      await expect(page.getByRole('option', { name: 'India', exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page, '/onboarding, country list open');
      await page.getByRole('option', { name: 'India', exact: true }).click();
      await page.getByLabel('State', { exact: true }).click();
      await expect(page.getByRole('option', { name: 'Karnataka' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, '/onboarding, state list open');
    });

    test('student: dashboard, profile, the student dashboard and a section', async ({ context }) => {
      const page = await studentPage(context);
      await page.goto('/dashboard');
      await expect(page.getByText('Asha Rao').first()).toBeVisible();
      await expectAccessiblePage(page, '/dashboard', { heading: 'Welcome, Asha Rao', title: 'Upload your ID — Career Portal' });

      await page.goto('/profile');
      await expect(page.getByRole('button', { name: 'Save Profile' })).toBeVisible();
      await expectAccessiblePage(page, '/profile', { heading: 'Your profile', title: 'Your profile — Career Portal' });

      for (const path of ['/student-main', '/student-main/pay']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoSeriousA11yViolations(page, path);
        await expect(page.locator('h1:visible')).toHaveCount(1);
        await expect(page).toHaveTitle(/^.+ — Career Portal$/);
        await expect(page).not.toHaveTitle('Your profile — Career Portal');
      }
    });

    test('admin: /admin and /admin/students', async ({ page, context }) => {
      await useTokens(context, await staffSession(ADMIN_EMAIL));
      await page.goto('/admin');
      await expectAccessiblePage(page, '/admin', { heading: 'Admin dashboard', title: 'Admin dashboard — Career Portal' });
      await page.goto('/admin/students');
      await expectAccessiblePage(page, '/admin/students', { heading: 'Student Payment Links', title: 'Student Payment Links — Career Portal' });
    });

    test('CA: /ca', async ({ page, context }) => {
      await useTokens(context, await staffSession(CA_EMAIL));
      await page.goto('/ca');
      await expectAccessiblePage(page, '/ca', { heading: 'Invoice dashboard', title: 'Invoice dashboard — Career Portal' });
    });

    test('the fallback shown when a part of the portal cannot load', async ({ context }) => {
      const page = await studentPage(context);
      await page.route(`http://localhost:${REMOTE_PORTS.mfe_student}/**`, (route) => route.abort());
      await page.goto('/dashboard');
      await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('h1:visible')).toHaveCount(1);
      await expectNoSeriousA11yViolations(page, 'remote fallback');
    });
  });
}
