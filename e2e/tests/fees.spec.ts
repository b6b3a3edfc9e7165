import { expect as baseExpect, test, type Page } from '@playwright/test';
import { confirmDialog } from '../support/confirm';
import { MESSAGES } from '../../domain/src/messages';
import { completeProfile, signInViaApi, staffSession, uniqueEmail, useTokens } from '../support/session';
import { ADMIN_EMAIL } from '../support/stack-env';
import { verifyIdViaApi } from '../support/admin';

// Remotes load slowly on a busy two-core machine: these screens get more time than the 10 s default.
test.use({ actionTimeout: 30_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

/** The admin's table row of one student (after searching for it). */
const rowOf = (page: Page, email: string) => page.getByRole('row').filter({ hasText: email });

const confirmYes = (page: Page) => confirmDialog(page, 'Yes');

test('fees end to end: link, pay, verify with an invoice the student views and downloads, a partial refund with its credit note, unverify reverses the rest', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('fee');
  const tokens = await signInViaApi(email);
  await completeProfile(tokens, 'Meera Iyer');
  await verifyIdViaApi(tokens);

  const adminContext = await browser.newContext();
  await useTokens(adminContext, await staffSession(ADMIN_EMAIL));
  const admin = await adminContext.newPage();
  const studentContext = await browser.newContext({ acceptDownloads: true });
  await useTokens(studentContext, tokens, true);
  const student = await studentContext.newPage();

  // The student has no link yet.
  await student.goto('/student-main/pay');
  await expect(student.getByRole('heading', { level: 1, name: 'Pay Fee' })).toBeVisible();
  await expect(student.getByText(MESSAGES.paymentLinkNotAssigned)).toBeVisible();
  await expect(student.getByText('₹4,999.00')).toBeVisible();

  // The admin finds the student and sets a link, meeting the invalid-link message first.
  await admin.goto('/admin/students');
  await expect(admin.getByRole('heading', { level: 1, name: 'Student Payment Links' })).toBeVisible();
  await admin.getByRole('textbox', { name: 'Search by e-mail or name' }).fill(email);
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(admin).toHaveURL(/\/admin\/students\?q=/);
  const row = rowOf(admin, email);
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Meera Iyer')).toBeVisible();
  await row.getByRole('button', { name: `Set payment link of ${email}` }).click();
  const modal = admin.getByRole('dialog').filter({ hasText: 'Set Payment Link' });
  await expect(modal.getByText('₹4,999.00', { exact: true })).toBeVisible();
  await modal.getByRole('textbox', { name: 'Payment link URL' }).fill('rzp.io/l/abc123');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal.getByText(MESSAGES.paymentLinkInvalid)).toBeVisible();
  await modal.getByRole('textbox', { name: 'Payment link URL' }).fill('https://rzp.io/l/e2e-fee');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText(MESSAGES.paymentLinkSaved)).toBeVisible();
  await expect(row.getByRole('link', { name: `Open payment link of ${email}` })).toHaveAttribute('href', 'https://rzp.io/l/e2e-fee');
  await expect(row.getByText('₹4,999.00')).toBeVisible();

  // The student sees Open Payment Link, opening in a new tab.
  await student.reload();
  const payLink = student.getByRole('link', { name: /Open Payment Link/ });
  await expect(payLink).toHaveAttribute('href', 'https://rzp.io/l/e2e-fee');
  await expect(payLink).toHaveAttribute('target', '_blank');
  await expect(payLink).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(student.getByText(MESSAGES.paymentVerifyNote)).toBeVisible();

  // The admin verifies the fee.
  await row.getByRole('button', { name: `Verify fee of ${email}`, exact: true }).click();
  await confirmYes(admin);
  await expect(admin.getByText(MESSAGES.feeVerified)).toBeVisible();
  // The fee is verified: Unverify is offered (the row also tags the ID as verified).
  await expect(row.getByRole('button', { name: `Unverify fee of ${email}`, exact: true })).toBeEnabled();

  // The student's Fee Bill shows the invoice; View opens the PDF in a new tab, Download saves it.
  await student.goto('/student-main/billing');
  await expect(student.getByRole('heading', { level: 1, name: 'Fee Bill' })).toBeVisible();
  const invoiceRow = student.getByRole('row').filter({ hasText: /INV\/\d{2}-\d{2}\/\d{5}/ });
  await expect(invoiceRow).toHaveCount(1);
  await expect(invoiceRow.getByText('₹4,999.00')).toBeVisible();
  await expect(invoiceRow.getByText('Issued', { exact: true })).toBeVisible();
  const invoiceNumber = (await invoiceRow.locator('td').first().textContent())?.trim() ?? '';
  expect(invoiceNumber).toMatch(/^INV\/\d{2}-\d{2}\/\d{5}$/);

  const [tab] = await Promise.all([
    studentContext.waitForEvent('page'),
    invoiceRow.getByRole('button', { name: `View invoice ${invoiceNumber}` }).click(),
  ]);
  await expect.poll(() => tab.url()).toMatch(/^blob:/);
  await tab.close();

  const [download] = await Promise.all([
    student.waitForEvent('download'),
    invoiceRow.getByRole('button', { name: `Download invoice ${invoiceNumber}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${invoiceNumber.replace(/\//g, '-')}.pdf`);
  const saved = await download.createReadStream();
  const head = await new Promise<string>((resolve) => saved.once('data', (chunk) => resolve(String(chunk).slice(0, 5))));
  expect(head).toBe('%PDF-');

  // A partial refund: the admin records ₹1,000 on the student's page; a credit note for it (GST in
  // proportion) appears in the student's Fee Bill, the invoice stays issued and the fee verified.
  await row.getByRole('link', { name: 'Details of Meera Iyer' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Meera Iyer' })).toBeVisible();
  const invoicesArea = admin.getByRole('region', { name: 'Invoices' });
  await invoicesArea.getByRole('button', { name: `Record refund for ${email}` }).click();
  const refundDialog = admin.getByRole('dialog').filter({ hasText: 'Left to refund' });
  await expect(refundDialog).toContainText('₹4,999.00');
  await refundDialog.getByLabel('Amount refunded (₹)').fill('1000');
  await expect(refundDialog.getByText(/taxable value ₹847\.46 · CGST @ 9% ₹76\.27 · SGST @ 9% ₹76\.27/)).toBeVisible();
  await refundDialog.getByLabel('Reason (printed on the credit note)').fill('Missed the first week');
  await refundDialog.getByRole('button', { name: 'Continue' }).click();
  await confirmDialog(admin, 'Record refund', 'stays verified');
  await expect(admin.getByText(/^Refund recorded: credit note CN\/\d{2}-\d{2}\/\d{5} issued\.$/)).toBeVisible();
  await expect(invoicesArea.getByText(/Credit note CN\/\d{2}-\d{2}\/\d{5}/)).toBeVisible();

  await student.getByRole('button', { name: 'Refresh' }).click();
  const refundRow = student.getByRole('row').filter({ hasText: `Credit note for invoice ${invoiceNumber}` });
  await expect(refundRow).toHaveCount(1);
  await expect(refundRow.getByText('-₹1,000.00')).toBeVisible();
  await expect(refundRow.getByRole('button', { name: /^View credit note CN\// })).toBeVisible();
  const stillIssued = student.getByRole('row').filter({ hasText: invoiceNumber }).filter({ hasNotText: 'Credit note' });
  await expect(stillIssued.getByText('Issued', { exact: true })).toBeVisible();
  await admin.goBack();
  await expect(row.getByRole('button', { name: `Unverify fee of ${email}`, exact: true })).toBeEnabled();

  // Unverify issues a credit note for what is left of the invoice; after Refresh the student sees it beside the
  // invoice, which stays issued and says it was reversed, and downloads it.
  await row.getByRole('button', { name: `Unverify fee of ${email}`, exact: true }).click();
  await confirmYes(admin);
  await expect(admin.getByText(MESSAGES.feeUnverified)).toBeVisible();
  await expect(row.getByText('Unverified', { exact: true })).toBeVisible();
  await student.getByRole('button', { name: 'Refresh' }).click();
  const noteRow = student
    .getByRole('row')
    .filter({ hasText: `Credit note for invoice ${invoiceNumber}` })
    .filter({ hasText: '-₹3,999.00' });
  await expect(noteRow.getByText('Credit note', { exact: true })).toBeVisible();
  const creditedRow = student.getByRole('row').filter({ hasText: 'Reversed' });
  await expect(creditedRow.getByText(invoiceNumber, { exact: true })).toBeVisible();
  const noteNumber = ((await noteRow.locator('td').first().locator('span').first().textContent()) ?? '').trim();
  expect(noteNumber).toMatch(/^CN\/\d{2}-\d{2}\/\d{5}$/);
  const [notePdf] = await Promise.all([
    student.waitForEvent('download'),
    noteRow.getByRole('button', { name: `Download credit note ${noteNumber}` }).click(),
  ]);
  expect(notePdf.suggestedFilename()).toBe(`${noteNumber.replace(/\//g, '-')}.pdf`);

  await adminContext.close();
  await studentContext.close();
});

test('the admin screen filters by link and fee status with counts on the pills', async ({ page, context }) => {
  await useTokens(context, await staffSession(ADMIN_EMAIL));
  await page.goto('/admin/students');
  const linkAdded = page.getByText(/^Link added \(\d+\)$/);
  await expect(linkAdded).toBeVisible();
  await expect(page.getByText(/^Not yet added \(\d+\)$/)).toBeVisible();
  await expect(page.getByText(/^Any status \(\d+\)$/)).toBeVisible();
  await page.getByText(/^Verified \(\d+\)$/).click();
  await expect(page).toHaveURL(/fee=verified/);
  await page.getByText(/^Unverified \(\d+\)$/).click();
  await expect(page).toHaveURL(/fee=unverified/);
  await page.getByRole('textbox', { name: 'Search by e-mail or name' }).fill('nobody-has-this-address');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText(MESSAGES.noStudentsMatch)).toBeVisible();
});
