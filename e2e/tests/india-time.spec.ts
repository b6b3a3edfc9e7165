// Every date and time a person sees is India time, whatever the browser's zone:
// a browser far from India, on an instant whose India day is not the browser's day, shows the
// day the invoice PDF and the CSV print, and "IST" after every time of day.
import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import { dayLabel, istDateLabel, istDateTimeLabel, istDay, shiftMonths } from '../../domain/src/calendar';
import { adminSession } from '../support/admin';
import { apiAs } from '../support/api';
import { FIRST_LOAD_TIMEOUT } from '../support/axe';
import { ensureAdminSignature, studentAtStage } from '../support/journey';
import { pdfText } from '../support/pdf-text';
import { staffSession, uniqueEmail, useTokens, type Tokens } from '../support/session';
import { API_URL, CA_EMAIL } from '../support/stack-env';

/**
 * Zones far from India (UTC+05:30), Los Angeles preferred. At any instant one of Honolulu (UTC−10)
 * and Kiritimati (UTC+14) is on another day than India: Honolulu from 18:30 to 10:00 UTC,
 * Kiritimati from 10:00 to 18:30, so the test means the same whenever it runs.
 */
const FAR_ZONES = ['America/Los_Angeles', 'Pacific/Honolulu', 'Pacific/Kiritimati'];
const dayIn = (zone: string, at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
/** The first far zone where `at` (and, if it can be had too, now) falls on another day than in India. */
function zoneOnAnotherDay(at: Date): string {
  const differs = (zone: string, when: Date) => dayIn(zone, when) !== istDay(when);
  return FAR_ZONES.find((z) => differs(z, at) && differs(z, new Date())) ?? FAR_ZONES.find((z) => differs(z, at))!;
}

interface Invoice {
  id: string;
  invoiceNumber: string;
  issuedAt: string;
}
interface Me {
  email: string;
  feeVerifiedAt: string | null;
  paymentAssignedAt: string | null;
}
interface IdProof {
  uploadedAt: string;
  reviewedAt: string | null;
}

async function bytesAs(token: string, path: string): Promise<{ bytes: Uint8Array; text: string }> {
  const res = await fetch(`${API_URL}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status, `GET ${path}`).toBe(200);
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { bytes, text: new TextDecoder().decode(bytes) };
}

async function contextIn(browser: Browser, zone: string, tokens: Tokens, profileComplete = false): Promise<BrowserContext> {
  const context = await browser.newContext({ timezoneId: zone, viewport: { width: 1366, height: 900 } });
  await useTokens(context, tokens, profileComplete);
  return context;
}

test('a browser far from India shows the India day of the PDF and the CSV, with IST after each time', async ({ browser }) => {
  test.setTimeout(240_000);
  const email = uniqueEmail('ist');
  const student = await studentAtStage(email, 'fee');
  await ensureAdminSignature();
  const [invoice] = await apiAs<Invoice[]>(student.accessToken, '/student/invoices');
  const me = await apiAs<Me>(student.accessToken, '/me');
  const issuedAt = new Date(invoice!.issuedAt);
  const zone = zoneOnAnotherDay(issuedAt);
  test.info().annotations.push({
    type: 'zone',
    description: `${zone}: issued ${invoice!.issuedAt}, ${dayIn(zone, issuedAt)} there, ${istDay(issuedAt)} in India`,
  });

  // What the documents print: the PDF's invoice date and the CSV's day (both India time).
  const pdf = await pdfText((await bytesAs(student.accessToken, `/student/invoices/${invoice!.id}/file`)).bytes);
  const pdfDate = /Invoice date:\s*(\d{1,2} [A-Z][a-z]{2} \d{4})/.exec(pdf)?.[1];
  expect(pdfDate, 'the PDF has no invoice date').toBeTruthy();
  expect(pdfDate).toBe(istDateLabel(issuedAt));
  const ca = await staffSession(CA_EMAIL);
  const range = `from=${istDay(issuedAt)}&to=${istDay(issuedAt)}&q=${encodeURIComponent(invoice!.invoiceNumber)}`;
  const csv = (await bytesAs(ca.accessToken, `/ca/invoices/export.csv?${range}`)).text;
  // Document type, number, date (IST), …
  const csvRow = csv.split(/\r?\n/).find((line) => line.startsWith(`Invoice,${invoice!.invoiceNumber},`))!;
  expect(csvRow.split(',')[2]).toBe(istDay(issuedAt));
  // "25 Nov 2026" is 2026-11-25: the PDF and the CSV name the same day.
  expect(pdfDate).toBe(dayLabel(csvRow.split(',')[2]!));

  // The student's screens, in the far zone (whose own day is another).
  const studentContext = await contextIn(browser, zone, student, true);
  const page = await studentContext.newPage();
  await page.goto('/student-main/billing');
  const row = page.locator('tr.ant-table-row', { hasText: invoice!.invoiceNumber });
  await expect(row).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
  expect(
    await page.evaluate((iso) => new Date(iso).toLocaleDateString('en-CA'), invoice!.issuedAt),
    'the browser is on the India day',
  ).not.toBe(istDay(issuedAt));
  await expect(row.locator('td[data-label="Issued"]')).toHaveText(pdfDate!);

  await page.goto('/student-main/pay');
  await expect(page.getByText(`Your fee is verified (${istDateTimeLabel(new Date(me.feeVerifiedAt!))}).`)).toBeVisible({
    timeout: FIRST_LOAD_TIMEOUT,
  });
  await studentContext.close();

  // The accountant's list, its default range (a month back to today in India) and the same day.
  const caContext = await contextIn(browser, zone, ca);
  const caPage = await caContext.newPage();
  await caPage.goto(`/ca?q=${encodeURIComponent(invoice!.invoiceNumber)}`);
  const caRow = caPage.locator('tr.ant-table-row', { hasText: invoice!.invoiceNumber });
  await expect(caRow).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
  const issuedCell = caRow.locator('td[data-label="Issued"]');
  await expect(issuedCell).toHaveText(istDateTimeLabel(issuedAt));
  expect((await issuedCell.textContent())!.startsWith(`${pdfDate}, `)).toBe(true);
  const today = istDay(new Date());
  // The date fields show the India day as Indian users write it: DD/MM/YYYY.
  const asShown = (day: string) => day.split('-').reverse().join('/');
  await expect(caPage.getByLabel('To', { exact: true })).toHaveValue(asShown(today));
  await expect(caPage.getByLabel('From', { exact: true })).toHaveValue(asShown(shiftMonths(today, -1)));
  await caContext.close();

  // The admin's screens: /admin/students, the ID queue, the student search and the signature's "Updated".
  const admin = await adminSession();
  const proof = await apiAs<IdProof>(student.accessToken, '/student/id-proof');
  const signature = await apiAs<{ updatedAt: string | null }>(admin.accessToken, '/admin/signature');
  const adminContext = await contextIn(browser, zone, admin);
  const adminPage = await adminContext.newPage();
  await adminPage.goto('/admin/students');
  await adminPage.getByLabel('Search by e-mail or name').fill(email);
  await adminPage.getByLabel('Search by e-mail or name').press('Enter');
  const paymentRow = adminPage.locator('tr.ant-table-row', { hasText: email });
  await expect(paymentRow).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
  await expect(paymentRow.locator('td[data-label="Assigned"]')).toHaveText(istDateTimeLabel(new Date(me.paymentAssignedAt!)));
  await expect(paymentRow.locator('td[data-label="Fee Status"]')).toContainText(istDateTimeLabel(new Date(me.feeVerifiedAt!)));

  await adminPage.goto('/admin');
  await adminPage.getByRole('radiogroup', { name: 'Filter by status' }).getByText(/^All/).click();
  await adminPage.getByLabel('Filter by e-mail').fill(email);
  await adminPage.getByRole('button', { name: 'Filter' }).click();
  const queueRow = adminPage.locator('tr.ant-table-row', { hasText: email });
  await expect(queueRow).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
  await expect(queueRow.locator('td[data-label="Uploaded"]')).toContainText(istDateTimeLabel(new Date(proof.uploadedAt)));
  if (proof.reviewedAt)
    await expect(queueRow.locator('td[data-label="Status"]')).toContainText(istDateTimeLabel(new Date(proof.reviewedAt)));

  await adminPage.getByLabel('Search students by e-mail').fill(email);
  await adminPage.getByLabel('Search students by e-mail').press('Enter');
  const search = adminPage.locator('section', { has: adminPage.getByRole('heading', { name: 'Student search' }) });
  const foundRow = search.locator('tr.ant-table-row', { hasText: email });
  await expect(foundRow.locator('td[data-label="Fee status"]')).toContainText(istDateTimeLabel(new Date(me.feeVerifiedAt!)));

  await expect(adminPage.getByText(`Updated ${istDateTimeLabel(new Date(signature.updatedAt!))}`)).toBeVisible();
  // Every time of day on these screens says IST.
  for (const text of await adminPage
    .locator('main')
    .getByText(/\d{2}:\d{2}/)
    .allTextContents())
    expect(text).toMatch(/\d{2}:\d{2} IST/);

  // The student's page, from the search: the upload, the link's assignment and the invoice's day.
  await foundRow.getByRole('link', { name: email }).click();
  const invoices = adminPage.getByRole('region', { name: 'Invoices' });
  await expect(invoices.getByText(new RegExp(`^${pdfDate} · ₹`))).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
  /** The value after a label on the student's page. */
  const fact = (label: string) =>
    adminPage.locator('dl div', { has: adminPage.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');
  await expect(fact('Uploaded')).toHaveText(istDateTimeLabel(new Date(proof.uploadedAt)));
  await expect(fact('Assigned')).toHaveText(istDateTimeLabel(new Date(me.paymentAssignedAt!)));
  for (const text of await adminPage
    .locator('main')
    .getByText(/\d{2}:\d{2}/)
    .allTextContents())
    expect(text).toMatch(/\d{2}:\d{2} IST/);
  await adminContext.close();
});
