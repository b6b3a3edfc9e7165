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
  creditNoteCount: number;
  cancelledCount: number;
  totalBaseMinor: number;
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

  test('a CA sees the figures, filters, pages, opens and downloads a PDF, exports CSV and GSTR-1, loading only the CA remote', async ({
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

    // View opens the PDF in a new tab; Download saves it under its number (an invoice, not a credit note).
    const first = rows(page).filter({ hasNotText: 'Credit note for' }).first();
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
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export invoice list as CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toBe(`invoices-${from}-to-${to}.csv`);
    const text = readFileSync(await csv.path(), 'utf8');
    expect(text.startsWith('\uFEFFDocument type,Number,Date (IST),')).toBe(true);
    const lines = text.trimEnd().split(/\r?\n/);
    const matching = await statsFor(tokens.accessToken, `from=${from}&q=sharma`);
    expect(lines.length - 1).toBe(matching.totalCount + matching.creditNoteCount + matching.cancelledCount);

    // Export GSTR-1 of last month (the default): its tables agree with the dashboard's figures for that month.
    const month = await page.getByLabel('Return period').inputValue();
    expect(month).toMatch(/^\d{4}-\d{2}$/);
    const [json] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export GSTR-1', exact: true }).click(),
    ]);
    expect(json.suggestedFilename()).toBe(`GSTR1-${month}.json`);
    const gstr1 = JSON.parse(readFileSync(await json.path(), 'utf8')) as {
      fp: string;
      b2cs: { txval: number }[];
      exp: { inv: { itms: { txval: number }[] }[] }[];
      cdnur: { itms: { itm_det: { txval: number } }[] }[];
      doc_issue: { doc_det: { doc_num: number; docs: { totnum: number }[] }[] };
    };
    expect(gstr1.fp).toBe(`${month.slice(5)}${month.slice(0, 4)}`);
    const [year4, month2] = month.split('-').map(Number) as [number, number];
    const lastDay = new Date(Date.UTC(year4, month2, 0)).toISOString().slice(0, 10);
    const monthStats = await statsFor(tokens.accessToken, `from=${month}-01&to=${lastDay}`);
    const paise = (rupees: number) => Math.round(rupees * 100);
    const taxable =
      gstr1.b2cs.reduce((t, r) => t + paise(r.txval), 0) +
      gstr1.exp.flatMap((e) => e.inv).reduce((t, i) => t + paise(i.itms[0]!.txval), 0) -
      gstr1.cdnur.reduce((t, n) => t + paise(n.itms[0]!.itm_det.txval), 0);
    expect(taxable).toBe(monthStats.totalBaseMinor);
    const issued = (docNum: number) => gstr1.doc_issue.doc_det.find((d) => d.doc_num === docNum)?.docs[0]?.totnum ?? 0;
    expect([issued(1), issued(5)]).toEqual([monthStats.totalCount + monthStats.cancelledCount, monthStats.creditNoteCount]);
    const [gstr1Csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export GSTR-1 as CSV' }).click(),
    ]);
    expect(gstr1Csv.suggestedFilename()).toBe(`GSTR1-${month}.csv`);
    expect(readFileSync(await gstr1Csv.path(), 'utf8').startsWith('\uFEFFTable,Type,Place of supply,')).toBe(true);

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
