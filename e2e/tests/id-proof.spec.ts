import { expect, test, type Browser, type Page } from '@playwright/test';
import { adminSession, reviewViaApi, uploadIdViaApi, verifyIdViaApi } from '../support/admin';
import { pngFile } from '../support/files';
import { completeProfile, signInViaApi, uniqueEmail, useTokens, type Tokens } from '../support/session';
import { SHELL_URL } from '../support/stack-env';

/** A browser page signed in as the admin, in a context of its own. */
async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: SHELL_URL });
  await useTokens(context, await adminSession());
  return context.newPage();
}

async function newStudent(prefix: string): Promise<{ email: string; tokens: Tokens }> {
  const email = uniqueEmail(prefix);
  const tokens = await signInViaApi(email);
  await completeProfile(tokens, 'Asha Rao');
  return { email, tokens };
}

const idCard = (page: Page) => page.locator('.portal-panel', { has: page.getByRole('heading', { name: 'Government ID verification' }) });
const queueRow = (page: Page, email: string) =>
  page.getByRole('region', { name: 'ID proof verification' }).getByRole('row').filter({ hasText: email });

test('a student uploads a PNG, an admin finds, views and approves it, and the full dashboard opens', async ({ page, context, browser }) => {
  test.setTimeout(120_000); // two people, a throttled upload and a cold stack
  const { email, tokens } = await newStudent('upload');
  await useTokens(context, tokens, true);
  await page.goto('/dashboard');
  // The first page of a fresh stack can take a while on a busy machine.
  await expect(idCard(page).getByRole('status')).toHaveText('Status: NOT UPLOADED', { timeout: 30_000 });

  // Slow the upload down so its progress bar can be seen.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 600 * 1024 });
  await page.locator('input[type="file"]').setInputFiles(pngFile('government-id.png', 2_500_000));
  await expect(idCard(page).getByText('Uploading government-id.png…')).toBeVisible();
  await expect(idCard(page).getByRole('progressbar')).toBeVisible();
  await expect(page.getByText('Uploaded successfully.')).toBeVisible({ timeout: 30_000 });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await expect(idCard(page).getByRole('status')).toHaveText('Status: PENDING');
  await expect(idCard(page)).toContainText('government-id.png');
  await expect(idCard(page)).toContainText('1-5 hours in business hours');

  const admin = await adminPage(browser);
  await admin.goto('/admin');
  await admin.getByLabel('Filter by e-mail').fill(email.split('@')[0] as string);
  await admin.getByLabel('Filter by e-mail').press('Enter');
  const row = queueRow(admin, email);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Asha Rao');
  await expect(row).toContainText('PENDING');

  const popup = admin.waitForEvent('popup');
  await row.getByRole('button', { name: `View file of ${email}` }).click();
  const viewer = await popup;
  await expect.poll(() => viewer.url()).toMatch(/^blob:/);
  await viewer.close();

  await row.getByRole('button', { name: `Approve ${email}` }).click();
  await expect(admin.getByText('Approved.')).toBeVisible();
  await admin.locator('label', { hasText: /^Verified \(/ }).click();
  await expect(admin.getByRole('radio', { name: /^Verified/ })).toBeChecked();
  await expect(queueRow(admin, email)).toContainText('VERIFIED');
  await admin.context().close();

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/student-main$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Asha Rao' })).toBeVisible();
  await expect(page.getByText('1/10 • 10%')).toBeVisible();
  await expect(page.getByRole('region', { name: /^\d\. / })).toHaveCount(9);
  await expect(page.getByRole('region', { name: '1. Govt ID Verified' })).toContainText('Done');
  await expect(page.getByRole('region', { name: '2. Fee Paid' })).toContainText('Open');
  await expect(page.getByRole('region', { name: '3. Invoice Generated' })).toContainText('Please finish step 2 (Fee Paid) first.');

  // The verified profile is locked now.
  await page.goto('/profile');
  await expect(page.getByLabel('Full name')).toBeDisabled();
});

test('the student dashboard: unknown sections, the ID preview, and browser back and forward', async ({ page, context }) => {
  const { tokens } = await newStudent('sections');
  await verifyIdViaApi(tokens);
  await useTokens(context, tokens, true);

  await page.goto('/student-main/nope');
  await expect(page.getByRole('heading', { level: 1, name: 'Unknown section.' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Main Dashboard' }).click();
  await expect(page).toHaveURL(/\/student-main$/);

  await page.getByRole('link', { name: 'Sessions and attendance' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Industrial Training' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Main Dashboard' }).click();
  await page.getByRole('link', { name: 'Contact support' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/student-main$/);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Industrial Training' })).toBeVisible();
  await page.goForward();
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();

  await page.goto('/student-main/id-proof-view');
  const preview = page.getByRole('img', { name: 'Your uploaded government ID' });
  await expect(preview).toBeVisible();
  expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
});

test('a rejected student sees the note, fixes the profile link, and uploads again', async ({ page, context }) => {
  const { tokens } = await newStudent('rejected');
  await reviewViaApi(await uploadIdViaApi(tokens, pngFile('blurred.png')), false, 'The photo is too blurred to read.');
  await useTokens(context, tokens, true);

  await page.goto('/dashboard');
  await expect(idCard(page).getByRole('status')).toHaveText('Status: REJECTED');
  await expect(idCard(page)).toContainText("Reviewer's note: The photo is too blurred to read.");
  await expect(idCard(page).getByRole('link', { name: 'Fix your profile' })).toHaveAttribute('href', '/profile');

  await page.locator('input[type="file"]').setInputFiles(pngFile('clear.png'));
  await expect(page.getByText('Uploaded successfully.')).toBeVisible();
  await expect(idCard(page).getByRole('status')).toHaveText('Status: PENDING');
  await expect(idCard(page)).toContainText('clear.png');
  await expect(idCard(page)).not.toContainText('too blurred');

  // A student whose ID is not verified is sent back from the full dashboard.
  await page.goto('/student-main');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("the admin's student search says 'N result(s) found.'", async ({ browser }) => {
  const { email } = await newStudent('searchable');
  const admin = await adminPage(browser);
  await admin.goto('/admin');
  const search = admin.getByRole('region', { name: 'Student search' });
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(search.getByText('Enter an email (or part of it) to search.')).toBeVisible();
  await search.getByLabel('Search students by e-mail').fill(email.slice(0, email.indexOf('@')).toUpperCase());
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(search.getByText('1 result(s) found.')).toBeVisible();
  const row = search.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Asha Rao');
  await expect(row).toContainText('NOT UPLOADED');
  await expect(row).toContainText('Unverified');
  await admin.context().close();
});
