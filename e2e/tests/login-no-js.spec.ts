/**
 * Sign-in in a browser that runs no JavaScript: /login's form (in <noscript>) is answered by the
 * shell's page server. A new student gets the code by mail, is told a wrong code as the page's
 * code would say it, signs in with the right one and lands on onboarding, which says it needs
 * JavaScript; the session handed over is the one the portal's code takes up once it runs. A form
 * on another site posting to /login is refused and mails nothing.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { MESSAGES } from '@portal/domain/messages';
import { SESSION_HANDOFF_COOKIE } from '@portal/shared-ui/session/session-handoff';
import { noSeriousA11yViolationsAtBothWidths } from '../support/axe';
import { mailCount, readOtp, uniqueEmail } from '../support/session';
import { SHELL_URL } from '../support/stack-env';

test.use({ javaScriptEnabled: false });

/** A six-digit code different from `code`. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

// The page's own form stays in the page, hidden: roles find only what is shown.
const emailField = (page: Page) => page.getByRole('textbox', { name: 'Email' });
const codeField = (page: Page) => page.getByRole('textbox', { name: 'Enter the 6-digit code' });

test('a new student signs in without JavaScript: the code by mail, a wrong one refused, onboarding with the session handed over', async ({
  page,
  browser,
}) => {
  await page.goto('/login');
  const send = page.getByRole('button', { name: 'Send OTP' });
  await expect(send).toBeEnabled();
  await emailField(page).fill('not-an-address');
  await send.click();
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.emailInvalid);
  await expect(emailField(page)).toHaveValue('not-an-address');

  const email = uniqueEmail('nojs');
  const since = await mailCount(email);
  await emailField(page).fill(email);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  // Playwright's text matching skips <noscript>: its roles and CSS do not.
  await expect(page.getByRole('status').and(page.locator('.auth-alert'))).toHaveText(MESSAGES.otpSent);
  await expect(page.locator('.auth-intro:visible')).toHaveText(`Enter the code we sent to ${email}.`);
  await expect(page.getByRole('button', { name: 'Resend OTP' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Use a different email' })).toBeVisible();
  const code = await readOtp(email, since);

  await codeField(page).fill(wrong(code));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid or expired code.');
  // Neither the address nor a code ever travels in the address bar.
  expect(new URL(page.url()).search).toBe('');
  await expectAccessibleWithoutScripts(page, browser, '/login without JavaScript, a wrong code refused');

  await codeField(page).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole('heading', { name: 'This page needs JavaScript' })).toBeVisible();

  // The same browser with JavaScript on: the portal's code takes the session up, signed in.
  const scripted = await browser.newContext({ baseURL: SHELL_URL, javaScriptEnabled: true });
  try {
    await scripted.addCookies(await page.context().cookies());
    const later = await scripted.newPage();
    await later.goto('/onboarding');
    await expect(later.getByRole('heading', { name: 'Before you start: your privacy' })).toBeVisible({ timeout: 30_000 });
    expect(await later.evaluate(() => !!localStorage.getItem('refreshToken'))).toBe(true);
    expect((await scripted.cookies()).map((c) => c.name)).not.toContain(SESSION_HANDOFF_COOKIE);
  } finally {
    await scripted.close();
  }
});

/**
 * axe runs as the page's script, which a browser without JavaScript does not run: the document this
 * browser shows (its <noscript> parsed as elements, the page's scripted form hidden by its
 * `scripting: none` rule) is shown, without its scripts, to a browser that runs axe.
 */
async function expectAccessibleWithoutScripts(page: Page, browser: Browser, state: string): Promise<void> {
  const shown = (await page.content())
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/<noscript>/gi, '<div>')
    .replace(/<\/noscript>/gi, '</div>');
  const scripted = await browser.newContext({ baseURL: SHELL_URL, javaScriptEnabled: true });
  try {
    const copy = await scripted.newPage();
    await copy.route('**/login-as-shown-without-scripts', (route) => route.fulfill({ contentType: 'text/html', body: shown }));
    await copy.goto('/login-as-shown-without-scripts');
    await copy.evaluate(() => document.querySelectorAll('.auth-scripted').forEach((el) => el.remove()));
    await expect(copy.getByRole('button', { name: 'Verify' })).toBeVisible();
    await noSeriousA11yViolationsAtBothWidths(copy, state);
  } finally {
    await scripted.close();
  }
}

test('a form on another site posting to /login is refused: nothing is mailed', async ({ page }) => {
  const email = uniqueEmail('nojs-csrf');
  const before = await mailCount(email);
  // A page of another origin whose form posts to the portal's sign-in, as a visitor might be lured to.
  await page.route('http://attacker.test/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><title>Win</title><form method="post" action="${SHELL_URL}/login">
        <input type="hidden" name="email" value="${email}"><button name="action" value="send">Claim</button></form></html>`,
    }),
  );
  await page.goto('http://attacker.test/');
  const answer = page.waitForResponse(`${SHELL_URL}/login`);
  await page.getByRole('button', { name: 'Claim' }).click();
  expect((await answer).status()).toBe(403);
  await expect(page.getByText("this form can only be sent from the portal's own pages")).toBeVisible();
  expect(await mailCount(email)).toBe(before);
});
