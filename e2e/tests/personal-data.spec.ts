// A student's personal data from the first screen to the erased account, in one walk: the privacy
// notice before anything else (consented by keyboard, its version read back from the API), "Download
// my data" on /profile (a ZIP whose data.json lists the student's invoice and whose files open), the
// request to erase the account, an admin's approval on /admin with its due date, the session ending
// (sign-in says the account was erased), and the same address signing up afresh as a new student.
// axe on the consent screen, the /profile data-rights panel and the admin's erasure list and dialog
// at 1366 px, and once more at 375 px on the same pages, where every list of those screens (erasure requests; who opened the files on the admin's
// page of the student) is a stack of labelled cards.
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { PRIVACY_NOTICE_VERSION } from '@portal/domain/privacy-notice';
import type { PrivacyStatus } from '@portal/domain/views/privacy';
import type { StudentDataRightsView } from '@portal/domain/views/data-rights';
import { adminSession } from '../support/admin';
import { apiAs, sendAs } from '../support/api';
import { waitForAnimations } from '../support/animations';
import { FIRST_LOAD_TIMEOUT, expectNoSeriousA11yViolations } from '../support/axe';
import { expectVisibleFocus } from '../support/focus';
import { takeStep } from '../support/journey';
import { expectCard, expectNoSidewaysScroll } from '../support/phone-lists';
import { acceptPrivacyNotice, enterEmailAndCode, signInViaApi, uniqueEmail, useTokens, type Tokens } from '../support/session';
import { API_URL, OTP_COOLDOWN_SECONDS, SHELL_URL } from '../support/stack-env';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 375, height: 740 };
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PDF_MAGIC = Buffer.from('%PDF-');
const DAY_MS = 24 * 3600_000;

test.use({ viewport: DESKTOP });

/** Presses Tab until `target` has focus (the page's own order), and checks its focus ring. */
async function tabUntil(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) {
      await expectVisibleFocus(page);
      return;
    }
  }
  throw new Error(`not reached within ${limit} Tab presses`);
}

/** axe at both widths on the page as it is: at 1366 px, then at 375 px (no sideways scroll), then back. */
async function checkBothWidths(page: Page, what: string, atPhone?: () => Promise<void>): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoSeriousA11yViolations(page, what);
  await page.setViewportSize(PHONE);
  await atPhone?.();
  await expectNoSidewaysScroll(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoSeriousA11yViolations(page, what);
  await page.setViewportSize(DESKTOP);
}

/** The admin opens the student's ID file (audited: the admin's page of the student lists it under who opened the files). */
async function adminOpensIdFile(student: Tokens): Promise<void> {
  const proof = await apiAs<{ id: string }>(student.accessToken, '/student/id-proof');
  const admin = await adminSession();
  const res = await fetch(`${API_URL}/admin/api/id-proofs/${proof.id}/file`, { headers: { Authorization: `Bearer ${admin.accessToken}` } });
  expect(res.status).toBe(200);
}

test('a student consents, downloads their data, has the account erased on request and signs up afresh', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const email = uniqueEmail('personal.data');
  const student = await signInViaApi(email);
  await useTokens(page.context(), student);

  // 1. The privacy notice comes first, and is agreed to with the keyboard alone.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Before you start: your privacy' })).toBeVisible({
    timeout: FIRST_LOAD_TIMEOUT,
  });
  await expect(page.getByText(/Data Protection Board of India/)).toBeVisible();
  await checkBothWidths(page, 'privacy notice before onboarding');
  const consentBox = page.getByRole('checkbox', { name: /I have read this notice and I consent/ });
  const agree = page.getByRole('button', { name: 'I agree, continue' });
  await expect(agree).toBeDisabled();
  await tabUntil(page, consentBox);
  await page.keyboard.press('Space');
  await expect(consentBox).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(agree).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: "Let's set up your profile" })).toBeVisible();
  const privacy = await apiAs<PrivacyStatus>(student.accessToken, '/student/privacy');
  expect(privacy).toMatchObject({ consentedVersion: PRIVACY_NOTICE_VERSION, noticeVersion: PRIVACY_NOTICE_VERSION, consentNeeded: false });
  expect(Date.now() - new Date(privacy.consentedAt!).getTime()).toBeLessThan(5 * 60_000);

  // The profile, the ID and the fee as they really happen (not this test's subject): an invoice is issued.
  const name = 'Kavya Narayanan';
  await sendAs(student.accessToken, '/me', { name, phone: '+91 9876543210', country: 'India', state: 'Karnataka' }, 'PUT');
  await takeStep(student, 'fee');
  await adminOpensIdFile(student);
  const invoices = await apiAs<{ invoiceNumber: string }[]>(student.accessToken, '/student/invoices');
  expect(invoices.length).toBeGreaterThan(0);

  // 2. "Download my data" on /profile, by keyboard: the ZIP comes at once.
  await page.goto('/profile');
  const yourData = page.getByRole('region', { name: 'Your data' });
  const downloadButton = yourData.getByRole('button', { name: 'Download my data' });
  await expect(downloadButton).toBeEnabled({ timeout: FIRST_LOAD_TIMEOUT });
  await downloadButton.focus();
  const downloading = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^data-export-CP\d{2}-\d{6}-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = unzipSync(new Uint8Array(await readFile((await download.path())!)));
  const data = JSON.parse(Buffer.from(zip['data.json']!).toString('utf8')) as {
    profile: { id: string; email: string; name: string };
    consent: { noticeVersion: string }[];
    invoices: { invoiceNumber: string }[];
    files: string[];
  };
  expect(data.profile).toMatchObject({ email, name });
  expect(data.consent).toEqual([expect.objectContaining({ noticeVersion: PRIVACY_NOTICE_VERSION })]);
  expect(data.invoices.map((i) => i.invoiceNumber)).toEqual(invoices.map((i) => i.invoiceNumber));
  const files = Object.keys(zip).filter((path) => path.startsWith('files/'));
  expect(data.files).toEqual(files);
  const idFile = files.find((path) => path.startsWith('files/government-id/'));
  expect(idFile, 'the ID document in the ZIP').toBeTruthy();
  expect(Buffer.from(zip[idFile!]!).subarray(0, 8).equals(PNG_MAGIC)).toBe(true);
  const invoicePdfs = files.filter((path) => path.startsWith('files/invoices/'));
  expect(invoicePdfs).toHaveLength(invoices.length);
  for (const pdf of invoicePdfs) expect(Buffer.from(zip[pdf]!).subarray(0, 5).equals(PDF_MAGIC)).toBe(true);
  await expect(yourData.getByText(/^Your data of .* is ready \(.+\)\. You can download it until /)).toBeVisible();
  await expect(downloadButton).toBeDisabled();

  // 3. The request to erase the account, by keyboard: the dialog says what goes and what is kept.
  const eraseButton = yourData.getByRole('button', { name: 'Ask to erase my account' });
  await eraseButton.focus();
  await page.keyboard.press('Enter');
  const askDialog = page.getByRole('dialog').filter({ hasText: 'Ask to erase your account?' });
  await expect(askDialog).toBeVisible();
  await expect(askDialog).toContainText('What the law makes us keep');
  await waitForAnimations(page);
  await expect(askDialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(askDialog.getByRole('button', { name: 'Yes, ask to erase' })).toBeFocused();
  await page.keyboard.press('Enter');
  const asked = yourData.getByText(/^You asked to erase your account on (.+)\. An admin answers by (.+)\.$/);
  await expect(asked).toBeVisible();
  await expect(eraseButton).toHaveCount(0);
  const rights = await apiAs<StudentDataRightsView>(student.accessToken, '/student/data-rights');
  expect(rights.erasure?.status).toBe('PENDING');
  expect(new Date(rights.erasure!.dueAt).getTime() - new Date(rights.erasure!.requestedAt).getTime()).toBe(30 * DAY_MS);
  const dueLabel = /An admin answers by (.+)\.$/.exec((await asked.textContent())!)![1]!;
  await checkBothWidths(page, '/profile, your data with an export and an erasure request');

  // 4. The admin sees the request with its due date, looks at the student's page, and approves.
  const adminContext = await browser.newContext({ baseURL: SHELL_URL, viewport: DESKTOP });
  const admin = await adminContext.newPage();
  await useTokens(adminContext, await adminSession());
  await admin.goto('/admin');
  const requests = admin.getByRole('region', { name: 'Erasure requests' });
  const row = requests.locator('tr.ant-table-row', { hasText: email });
  await expect(row).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
  await expect(row.locator('td[data-label="Due"]')).toContainText(dueLabel);
  await checkBothWidths(admin, '/admin, erasure requests', () => expectCard(admin, row));

  await row.getByRole('link', { name }).click();
  await expect(admin.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
  const personal = admin.getByRole('region', { name: 'Personal data' });
  await expect(personal.getByText(`answer by ${dueLabel} (on /admin)`, { exact: false })).toBeVisible();
  await personal.getByRole('button', { name: 'Show who opened the files' }).click();
  const opened = personal.locator('tr.ant-table-row', { hasText: 'Government ID' });
  await expect(opened).toContainText(/admin(\.\d)?@e2e\.test \(ADMIN\)/);
  // accessibility.spec.ts runs axe on this page; here its list of who opened the files is read on a phone.
  await admin.setViewportSize(PHONE);
  await expectCard(admin, opened);
  await expectNoSidewaysScroll(admin);
  await admin.setViewportSize(DESKTOP);
  await admin.goBack();

  await expect(row).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
  await row.getByRole('button', { name: 'Approve' }).click();
  const approveDialog = admin.getByRole('dialog').filter({ hasText: `Erase the account of ${name}?` });
  await expect(approveDialog).toContainText('Kept:');
  await waitForAnimations(admin);
  await checkBothWidths(admin, '/admin, approve an erasure dialog');
  await expect(approveDialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await admin.keyboard.press('Tab');
  await expect(approveDialog.getByRole('button', { name: 'Yes, approve' })).toBeFocused();
  await admin.keyboard.press('Enter');
  await expect(admin.getByText('Approved: the account is being erased.')).toBeVisible();
  await expect(row).toHaveCount(0);
  await adminContext.close();

  // 5. The erasure ends the student's session: their next page load leads to sign-in, which says the account was erased.
  await expect
    .poll(async () => (await fetch(`${API_URL}/me`, { headers: { Authorization: `Bearer ${student.accessToken}` } })).status, {
      timeout: 30_000,
    })
    .toBe(401);
  await page.reload();
  await expect(page).toHaveURL(/\/login/, { timeout: FIRST_LOAD_TIMEOUT });
  await expect(
    page.getByText(
      /^This account was erased on \d{1,2} [A-Z][a-z]{2} \d{4} at your request\. Signing in with the same e-mail address starts a new account, from the beginning\.$/,
    ),
  ).toBeVisible();
  await expect(page.getByText('Session expired, please sign in again.')).toHaveCount(0);

  // 6. The same address signs in again and is a new student: the notice first, then an empty profile.
  await page.waitForTimeout(OTP_COOLDOWN_SECONDS * 1000 + 200);
  await enterEmailAndCode(page, email);
  await acceptPrivacyNotice(page);
  await expect(page.getByLabel('Full name')).toHaveValue('');
  const fresh = await page.evaluate(() => localStorage.getItem('accessToken'));
  const me = await apiAs<{ id: string; email: string; name: string | null }>(fresh, '/me');
  expect(me).toMatchObject({ email, name: null });
  expect(me.id).not.toBe(data.profile.id);
});
