// Lists that work on a phone: at 375 px the billing table, the ID queue, the
// student search, /admin/students and the /ca list show each row as a card, every value after
// its label and every action inside the screen, the page never scrolling sideways; axe finds
// nothing serious in that layout. At 1366 px the /ca table shows every column, the status
// included, without cutting or scrolling.
import { expect, test, type Page } from '@playwright/test';
import { adminSession, uploadIdViaApi } from '../support/admin';
import { apiAs, sendAs } from '../support/api';
import { FIRST_LOAD_TIMEOUT, expectNoSeriousA11yViolations } from '../support/axe';
import { pngFile } from '../support/files';
import { takeStep } from '../support/journey';
import { expectCard, expectNoSidewaysScroll } from '../support/phone-lists';
import { completeProfile, signInViaApi, signedInWithProfile, staffSession, uniqueEmail, useTokens, type Tokens } from '../support/session';
import { CA_EMAIL } from '../support/stack-env';
import { MESSAGES } from '../../domain/src/messages';

const PHONE = { width: 375, height: 740 };

/** A student whose fee is verified (an invoice with a long buyer name and address), and one whose ID waits in the queue. */
let paid: { email: string; tokens: Tokens; invoiceNumber: string };
let pending: { email: string };

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const email = uniqueEmail('cards.paid.venkata.subrahmanya');
  const tokens = await signedInWithProfile(email);
  await sendAs(
    tokens.accessToken,
    '/me',
    { name: 'Venkata Subrahmanya Lakshminarayana Raghavendra Rao', phone: '+91 9876543210', country: 'India', state: 'Arunachal Pradesh' },
    'PUT',
  );
  await takeStep(tokens, 'fee');
  const [invoice] = await apiAs<{ invoiceNumber: string }[]>(tokens.accessToken, '/student/invoices');
  paid = { email, tokens, invoiceNumber: invoice!.invoiceNumber };
  const waiting = uniqueEmail('cards.pending');
  const student = await signInViaApi(waiting);
  await completeProfile(student, 'Meera Venkataraman Subramaniam');
  await uploadIdViaApi(student, pngFile());
  pending = { email: waiting };
});

/** Taps do not scroll the page sideways either; axe is run from the top (the sticky header covers nothing then). */
async function checkA11y(page: Page, what: string) {
  await test.info().attach(what, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoSeriousA11yViolations(page, what);
}

test.describe('at 375 px every list is a stack of labelled cards', () => {
  test.use({ viewport: PHONE });

  test('the student billing table', async ({ page, context }) => {
    await useTokens(context, paid.tokens, true);
    await page.goto('/student-main/billing');
    const row = page.locator('tr.ant-table-row', { hasText: paid.invoiceNumber });
    await expect(row).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
    await expectCard(page, row);
    await expect(row.getByRole('button', { name: `View invoice ${paid.invoiceNumber}` })).toBeVisible();
    await expect(row.getByRole('button', { name: `Download invoice ${paid.invoiceNumber}` })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await checkA11y(page, '/student-main/billing, cards');
  });

  test('the ID queue, with a row history open, and the student search', async ({ page, context }) => {
    await useTokens(context, await adminSession());
    await page.goto('/admin');
    await page.getByLabel('Filter by e-mail').fill(pending.email);
    await page.getByRole('button', { name: 'Filter' }).click();
    const row = page.locator('tr.ant-table-row', { hasText: pending.email });
    await expect(row).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
    await expectCard(page, row);
    for (const name of ['View file of', 'Approve', 'Reject', 'History of'])
      await expect(row.getByRole('button', { name: `${name} ${pending.email}` })).toBeVisible();
    await expectNoSidewaysScroll(page);

    // The history opens under its card and stays inside the screen.
    await row.getByRole('button', { name: `History of ${pending.email}` }).click();
    const history = page.locator('tr.ant-table-expanded-row').getByRole('region', { name: 'History' });
    await expect(history).toBeVisible();
    const box = (await history.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await expectNoSidewaysScroll(page);
    await checkA11y(page, '/admin, ID queue cards with a history open');

    // The student's name leads to their page, where the ID is approved as in the queue.
    await row.getByRole('link', { name: 'Meera Venkataraman Subramaniam' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Meera Venkataraman Subramaniam' })).toBeVisible({
      timeout: FIRST_LOAD_TIMEOUT,
    });
    const idArea = page.getByRole('region', { name: 'ID proof' });
    await expect(idArea.getByRole('region', { name: 'History' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await checkA11y(page, '/admin/students/{id}, a pending ID');
    await idArea.getByRole('button', { name: `Approve ${pending.email}` }).click();
    await expect(page.getByText(MESSAGES.approved)).toBeVisible();
    await expect(idArea.getByRole('button', { name: `Unverify ID ${pending.email}` })).toBeVisible();
    await expect(idArea.getByText('VERIFIED', { exact: true })).toBeVisible();
    await page.goBack();

    const search = page.locator('section', { has: page.getByRole('heading', { name: 'Student search' }) });
    await page.getByLabel('Search students by e-mail').fill(paid.email);
    await page.getByLabel('Search students by e-mail').press('Enter');
    const found = search.locator('tr.ant-table-row', { hasText: paid.email });
    await expect(found).toBeVisible();
    await expectCard(page, found);
    await expect(found.locator('td[data-label="Fee status"]')).toContainText('Verified');
    await expectNoSidewaysScroll(page);
    await checkA11y(page, '/admin, student search cards');

    // A result leads to the student's page: the paid student's invoice is there.
    await found.getByRole('link', { name: paid.email }).click();
    await expect(page.getByRole('region', { name: 'Invoices' }).getByText(`Invoice ${paid.invoiceNumber}`)).toBeVisible({
      timeout: FIRST_LOAD_TIMEOUT,
    });
    await expectNoSidewaysScroll(page);
  });

  test('/admin/students', async ({ page, context }) => {
    await useTokens(context, await adminSession());
    await page.goto('/admin/students');
    await page.getByLabel('Search by e-mail or name').fill(paid.email);
    await page.getByLabel('Search by e-mail or name').press('Enter');
    const row = page.locator('tr.ant-table-row', { hasText: paid.email });
    await expect(row).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
    await expectCard(page, row);
    for (const name of ['Update payment link of', 'Clear payment link of', 'Verify fee of', 'Unverify fee of'])
      await expect(row.getByRole('button', { name: `${name} ${paid.email}`, exact: true })).toBeVisible();
    await expect(row.getByRole('link', { name: `Open payment link of ${paid.email}` })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await checkA11y(page, '/admin/students, cards');
  });

  test('the /ca list', async ({ page, context }) => {
    await useTokens(context, await staffSession(CA_EMAIL));
    await page.goto('/ca');
    const rows = page.locator('tr.ant-table-row');
    await expect(rows.first()).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
    const count = Math.min(await rows.count(), 3);
    for (let i = 0; i < count; i++) await expectCard(page, rows.nth(i));
    const row = page.locator('tr.ant-table-row', { hasText: paid.invoiceNumber });
    await expect(row.locator('td[data-label="Status"]')).toContainText('Issued');
    await expect(row.getByRole('button', { name: `Download invoice ${paid.invoiceNumber}` })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await checkA11y(page, '/ca, cards');
  });
});

test.describe('at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the /ca table shows every column, the status and the PDF actions included, without scrolling sideways', async ({
    page,
    context,
  }) => {
    await useTokens(context, await staffSession(CA_EMAIL));
    await page.goto('/ca');
    await expect(page.locator('tr.ant-table-row').first()).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
    await test.info().attach('/ca at 1366 px', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
    const area = page.locator('.ant-table-content[role="region"][aria-label="Invoices"]');
    const { scrollWidth, clientWidth } = await area.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
    expect(scrollWidth, 'the invoice table scrolls sideways').toBeLessThanOrEqual(clientWidth);
    const areaBox = (await area.boundingBox())!;
    const headers = page.locator('.ant-table-thead th');
    expect(await headers.allTextContents()).toEqual([
      'Invoice #',
      'Issued',
      'Buyer',
      'State',
      'Description',
      'Amount',
      'CGST',
      'SGST',
      'IGST',
      'Status',
      'PDF',
    ]);
    for (const name of ['Status', 'PDF']) {
      const box = (await page.locator('.ant-table-thead th', { hasText: new RegExp(`^${name}$`) }).boundingBox())!;
      expect(box.x + box.width, `${name} is cut`).toBeLessThanOrEqual(areaBox.x + areaBox.width + 0.5);
      expect(box.x + box.width).toBeLessThanOrEqual(1366);
    }
    const status = page.locator('tr.ant-table-row').first().locator('td[data-label="Status"] .ant-tag');
    await status.scrollIntoViewIfNeeded();
    expect(await area.evaluate((el) => el.scrollLeft)).toBe(0);
    await expect(status).toBeInViewport({ ratio: 1 });
    await expectNoSidewaysScroll(page);
  });
});
