// The accountant's invoice dashboard against the real stack, over invoices seeded through the
// issuing code path (npm run seed:invoices), with PDFs drawn on their first download.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { staffSession, useTokens } from '../support/session';
import { API_URL, CA_EMAIL, PORT_OFFSET, REMOTE_PORTS } from '../support/stack-env';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SEEDED = 150;

interface Stats {
  totalCount: number;
  cancelledCount: number;
}

async function statsFor(token: string, query: string): Promise<Stats> {
  const res = await fetch(`${API_URL}/ca/invoices/stats?${query}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return (await res.json()) as Stats;
}

/** The value shown on the summary card with this title. */
const figure = (page: Page, label: string) =>
  page
    .locator('.ant-statistic')
    .filter({ has: page.locator('.ant-statistic-title', { hasText: new RegExp(`^${label}$`) }) })
    .locator('.ant-statistic-content-value');
const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

test.describe('the CA invoice dashboard', () => {
  test.describe.configure({ timeout: 240_000 });

  test.beforeAll(async () => {
    test.setTimeout(600_000);
    await promisify(execFile)(process.execPath, ['--import', 'tsx', 'api/src/commands/seed-invoices.ts', String(SEEDED)], {
      cwd: ROOT,
      env: { ...process.env, PORT_OFFSET: String(PORT_OFFSET) },
    });
  });

  test('a CA sees the figures, filters, pages, opens and downloads a PDF and exports CSV, loading only the CA remote', async ({
    page,
    context,
  }) => {
    const tokens = await staffSession(CA_EMAIL);
    await useTokens(context, tokens);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));

    await page.goto('/ca');
    // The first visit builds nothing but loads the remote, which takes a while on a busy machine.
    await expect(page.getByRole('heading', { level: 1, name: 'Invoice dashboard' })).toBeVisible({ timeout: 30_000 });
    const lastMonth = await statsFor(tokens.accessToken, '');
    expect(lastMonth.totalCount).toBeGreaterThan(0);
    await expect(figure(page, 'Invoices')).toHaveText(String(lastMonth.totalCount));
    await expect(figure(page, 'Total amount')).toHaveText(/^₹[\d,]+\.\d\d$/);
    await expect(page.getByRole('img', { name: /Bar chart of the invoice amount per month/ })).toBeVisible();

    // The whole year: every seeded invoice in the cards, twelve or thirteen months in the chart.
    const from = new Date(Date.now() - 370 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('From').fill(from);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]from=${from}`));
    const year = await statsFor(tokens.accessToken, `from=${from}`);
    expect(year.totalCount).toBeGreaterThanOrEqual(SEEDED);
    await expect(figure(page, 'Invoices')).toHaveText(String(year.totalCount));
    expect(await page.locator('table.ca-visually-hidden tbody tr').count()).toBeGreaterThanOrEqual(12);
    await expect(rows(page)).toHaveCount(50);
    await expectNoSeriousA11yViolations(page, '/ca, a year of invoices');

    // Page size 25, then 200.
    await page.getByRole('combobox', { name: 'Page Size' }).selectOption('25');
    await expect(page).toHaveURL(/[?&]size=25/);
    await expect(rows(page)).toHaveCount(25);
    await page.goBack();
    await expect(rows(page)).toHaveCount(50);
    await page.goForward();
    await expect(rows(page)).toHaveCount(25);

    // Search: every row shows the name.
    await page.getByLabel('Search').fill('sharma');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/[?&]q=sharma/);
    await expect(page).not.toHaveURL(/[?&]page=/);
    await expect(rows(page).first()).toContainText(/Sharma/i);
    for (const text of await rows(page).allTextContents()) expect(text).toMatch(/sharma/i);

    // View opens the PDF in a new tab; Download saves it under its number.
    const first = rows(page).first();
    const invoiceNumber = (await first.locator('td').first().textContent())?.trim() ?? '';
    expect(invoiceNumber).toMatch(/^INV\/\d{2}-\d{2}\/\d{5}$/);
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      first.getByRole('button', { name: `View invoice ${invoiceNumber}` }).click(),
    ]);
    await expect.poll(() => tab.url()).toMatch(/^blob:/);
    await tab.close();

    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      first.getByRole('button', { name: `Download invoice ${invoiceNumber}` }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe(`${invoiceNumber.replace(/\//g, '-')}.pdf`);
    expect(
      readFileSync(await pdf.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // Export CSV of the current filter.
    const to = new URL(page.url()).searchParams.get('to');
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(csv.suggestedFilename()).toBe(`invoices-${from}-to-${to}.csv`);
    const text = readFileSync(await csv.path(), 'utf8');
    expect(text.startsWith('\uFEFFInvoice number,Invoice date (IST),Status,')).toBe(true);
    const lines = text.trimEnd().split(/\r?\n/);
    const matching = await statsFor(tokens.accessToken, `from=${from}&q=sharma`);
    expect(lines.length - 1).toBe(matching.totalCount + matching.cancelledCount);

    // Reset: back to the last month.
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(figure(page, 'Invoices')).toHaveText(String(lastMonth.totalCount));

    const ports = new Set(requested.map((u) => new URL(u).port));
    expect(ports.has(String(REMOTE_PORTS.mfe_ca))).toBe(true);
    for (const other of [REMOTE_PORTS.mfe_public, REMOTE_PORTS.mfe_student, REMOTE_PORTS.mfe_admin]) {
      expect(ports.has(String(other)), `requests went to port ${other}`).toBe(false);
    }
  });
});
