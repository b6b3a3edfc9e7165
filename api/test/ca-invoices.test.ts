/**
 * The CA invoice calls against the real database: statistics, pages, the CSV export, every 400
 * and the roles. Each describe block uses its own year, so their fixtures never meet.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { INVOICE_PAGE_SIZES } from '@portal/domain/constants';
import { INVOICE_QUERY_MESSAGES } from '@portal/domain/invoice-queries';
import { API_MESSAGES } from '../src/lib/messages.ts';
import { INVOICE_CSV_COLUMNS } from '../src/lib/invoice-csv.ts';
import { useTestApp } from './helpers/app.ts';
import { signInAs, studentWith, type SignedInUser } from './helpers/factories.ts';
import { verifyFee } from './helpers/fees.ts';
import { pdfText } from './helpers/pdf-text.ts';
import { insertInvoices, ist, type InvoiceDocument, type InvoiceFixture } from './helpers/invoice-fixtures.ts';
import type { InvoiceStats, InvoiceView } from '@portal/domain/views/invoice';

const ctx = useTestApp();
let ca: SignedInUser;

beforeAll(async () => {
  ca = await signInAs(ctx.app, 'CA');
});

function query(params: Record<string, string | number | undefined>): string {
  const entries = Object.entries(params).filter((e): e is [string, string | number] => e[1] !== undefined);
  return new URLSearchParams(entries.map(([k, v]): [string, string] => [k, String(v)])).toString();
}

const get = (path: string, params: Record<string, string | number | undefined> = {}, headers = ca.headers) =>
  ctx.app.inject({ method: 'GET', url: `/ca/invoices/${path}?${query(params)}`, headers });

async function stats(params: Record<string, string | number | undefined>): Promise<InvoiceStats> {
  const res = await get('stats', params);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function list(
  params: Record<string, string | number | undefined>,
): Promise<{ items: InvoiceView[]; page: number; size: number; totalItems: number; totalPages: number }> {
  const res = await get('list', params);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Expected totals summed here, field by field, from the fixtures the test inserted: invoices counted, amounts net of credit notes. */
function expectedStats(docs: InvoiceDocument[]) {
  const issued = docs.filter((d) => d.status === 'ISSUED');
  const invoices = issued.filter((d) => d.documentType === 'INVOICE');
  const notes = issued.filter((d) => d.documentType === 'CREDIT_NOTE');
  const net = (pick: (d: InvoiceDocument) => number, rows = issued) =>
    rows.reduce((t, d) => t + (d.documentType === 'CREDIT_NOTE' ? -pick(d) : pick(d)), 0);
  const months = [...new Set(issued.map((d) => d.month))].sort();
  return {
    totalCount: invoices.length,
    totalAmountMinor: net((d) => d.amountMinor),
    totalBaseMinor: net((d) => d.baseMinor),
    totalCgstMinor: net((d) => d.cgstMinor),
    totalSgstMinor: net((d) => d.sgstMinor),
    totalIgstMinor: net((d) => d.igstMinor),
    // Intra-state: the buyer's state is the seller's (Karnataka in the test configuration).
    intraStateCount: invoices.filter((d) => d.buyerState === 'Karnataka').length,
    interStateCount: invoices.filter((d) => d.buyerState !== 'Karnataka').length,
    creditNoteCount: notes.length,
    creditNoteAmountMinor: notes.reduce((t, d) => t + d.amountMinor, 0),
    cancelledCount: docs.length - issued.length,
    byMonth: months.map((month) => {
      const rows = issued.filter((d) => d.month === month);
      return {
        month,
        count: rows.filter((d) => d.documentType === 'INVOICE').length,
        amountMinor: net((d) => d.amountMinor, rows),
        taxMinor: net((d) => d.cgstMinor + d.sgstMinor + d.igstMinor, rows),
      };
    }),
  };
}

describe('GET /ca/invoices/stats', () => {
  let inRange: InvoiceDocument[];
  beforeAll(async () => {
    const fixtures: InvoiceFixture[] = [
      { invoiceNumber: 'INV/20-21/00001', issuedAt: ist('2020-09-03 10:00'), buyerState: 'Karnataka', amountMinor: 499_900 },
      { invoiceNumber: 'INV/20-21/00002', issuedAt: ist('2020-09-15 18:45'), buyerState: 'Delhi', amountMinor: 499_900 },
      {
        invoiceNumber: 'INV/20-21/00003',
        issuedAt: ist('2020-10-01 09:00'),
        buyerState: null,
        buyerCountry: 'Nepal',
        amountMinor: 250_000,
      },
      { invoiceNumber: 'INV/20-21/00004', issuedAt: ist('2020-10-20 12:00'), buyerState: 'Karnataka', amountMinor: 123_457 },
      {
        invoiceNumber: 'INV/20-21/00005',
        issuedAt: ist('2020-10-21 12:00'),
        buyerState: 'Kerala',
        amountMinor: 499_900,
        status: 'CANCELLED',
      },
      { invoiceNumber: 'INV/20-21/00006', issuedAt: ist('2020-11-30 23:00'), buyerState: 'Karnataka', amountMinor: 499_901 },
      { invoiceNumber: 'INV/20-21/00007', issuedAt: ist('2020-11-02 08:00'), buyerState: 'Maharashtra', amountMinor: 1 },
      // Reverses INV/20-21/00002 a month later: the invoice still counts, the amounts are net.
      {
        invoiceNumber: 'CN/20-21/00001',
        issuedAt: ist('2020-10-05 11:00'),
        buyerState: 'Delhi',
        amountMinor: 499_900,
        creditNoteOf: 'INV/20-21/00002',
      },
    ];
    inRange = await insertInvoices(ctx.app, fixtures);
    // Outside the range on both sides: must not count.
    await insertInvoices(ctx.app, [
      { invoiceNumber: 'INV/20-21/00900', issuedAt: ist('2020-08-31 23:59'), amountMinor: 777_777 },
      { invoiceNumber: 'INV/20-21/00901', issuedAt: ist('2020-12-01 00:00'), amountMinor: 888_888 },
    ]);
  });

  it('totals equal the sums of the issued fixture invoices net of the credit notes; cancelled ones are only counted', async () => {
    const got = await stats({ from: '2020-09-01', to: '2020-11-30' });
    expect(got).toEqual(expectedStats(inRange));
    // Spelled out once, so a wrong expectation helper cannot hide a wrong total.
    expect(got.totalCount).toBe(6);
    expect(got.cancelledCount).toBe(1);
    expect([got.creditNoteCount, got.creditNoteAmountMinor]).toEqual([1, 499_900]);
    expect(got.totalAmountMinor).toBe(499_900 + 499_900 + 250_000 + 123_457 + 499_901 + 1 - 499_900);
    expect(got.byMonth.find((m) => m.month === '2020-10')).toMatchObject({ count: 2, amountMinor: 250_000 + 123_457 - 499_900 });
    expect(got.totalBaseMinor + got.totalCgstMinor + got.totalSgstMinor + got.totalIgstMinor).toBe(got.totalAmountMinor);
    expect(got.intraStateCount + got.interStateCount).toBe(got.totalCount);
    expect(got.intraStateCount).toBe(3);
    expect(got.byMonth.map((m) => m.month)).toEqual(['2020-09', '2020-10', '2020-11']);
  });

  it('answers zeros and no months for a range without invoices', async () => {
    expect(await stats({ from: '2019-01-01', to: '2019-01-31' })).toEqual({
      totalCount: 0,
      totalAmountMinor: 0,
      totalBaseMinor: 0,
      totalCgstMinor: 0,
      totalSgstMinor: 0,
      totalIgstMinor: 0,
      intraStateCount: 0,
      interStateCount: 0,
      creditNoteCount: 0,
      creditNoteAmountMinor: 0,
      cancelledCount: 0,
      byMonth: [],
    });
  });

  it('narrows the totals with q', async () => {
    const got = await stats({ from: '2020-09-01', to: '2020-11-30', q: 'inv/20-21/0000' });
    expect(got.totalCount).toBe(6);
    const one = await stats({ from: '2020-09-01', to: '2020-11-30', q: '00004' });
    expect(one).toMatchObject({
      totalCount: 1,
      totalAmountMinor: 123_457,
      cancelledCount: 0,
      byMonth: [{ month: '2020-10', count: 1, amountMinor: 123_457 }],
    });
  });
});

describe("figures cached under the invoices' revision", () => {
  it('are served again until an invoice is issued or credited, then recomputed', async () => {
    const range = { from: '2018-06-01', to: '2018-06-30' };
    await insertInvoices(ctx.app, [{ invoiceNumber: 'INV/18-19/00001', issuedAt: ist('2018-06-10 10:00') }]);
    expect((await stats(range)).totalCount).toBe(1);
    expect((await list(range)).totalItems).toBe(1);

    // A write through the model (as issuing does) moves the revision.
    const [doc] = await insertInvoices(ctx.app, [{ invoiceNumber: 'INV/18-19/00002', issuedAt: ist('2018-06-11 10:00') }]);
    expect((await stats(range)).totalCount).toBe(2);
    expect((await list(range)).items.map((i) => i.invoiceNumber)).toEqual(['INV/18-19/00002', 'INV/18-19/00001']);

    // So does crediting, the way Unverify does it (dated inside the range).
    await ctx.app.invoices.creditOpen(doc!.userId, { now: ist('2018-06-12 10:00') });
    expect(await stats(range)).toMatchObject({ totalCount: 2, creditNoteCount: 1, totalAmountMinor: doc!.amountMinor });
    expect((await list(range)).items[0]).toMatchObject({
      invoiceNumber: 'CN/18-19/00001',
      documentType: 'CREDIT_NOTE',
      originalInvoiceNumber: 'INV/18-19/00002',
      status: 'ISSUED',
    });
  });
});

describe('days and months in India time', () => {
  let docs: InvoiceDocument[];
  beforeAll(async () => {
    docs = await insertInvoices(ctx.app, [
      // 00:30 IST on 1 November is still 31 October in UTC.
      { invoiceNumber: 'INV/21-22/00001', issuedAt: ist('2021-11-01 00:30') },
      { invoiceNumber: 'INV/21-22/00002', issuedAt: ist('2021-10-31 23:59:59.999') },
      { invoiceNumber: 'INV/21-22/00003', issuedAt: ist('2021-10-01 00:00') },
      { invoiceNumber: 'INV/21-22/00004', issuedAt: ist('2021-09-30 23:59:59.999') },
      { invoiceNumber: 'INV/21-22/00005', issuedAt: ist('2021-11-30 23:59:59.999') },
      { invoiceNumber: 'INV/21-22/00006', issuedAt: ist('2021-12-01 00:00') },
    ]);
  });

  it('puts an invoice at 00:30 IST on the 1st in that month', async () => {
    expect(docs[0]!.issuedAt.toISOString()).toBe('2021-10-31T19:00:00.000Z');
    const got = await stats({ from: '2021-11-01', to: '2021-11-01' });
    expect(got.totalCount).toBe(1);
    expect(got.byMonth).toEqual([expect.objectContaining({ month: '2021-11', count: 1 })]);
    const all = await stats({ from: '2021-09-01', to: '2021-12-31' });
    expect(all.byMonth.map((m) => [m.month, m.count])).toEqual([
      ['2021-09', 1],
      ['2021-10', 2],
      ['2021-11', 2],
      ['2021-12', 1],
    ]);
  });

  it('includes both the from day and the to day, whole', async () => {
    const numbers = async (from: string, to: string) => (await list({ from, to, size: 200 })).items.map((i) => i.invoiceNumber).sort();
    expect(await numbers('2021-10-01', '2021-10-31')).toEqual(['INV/21-22/00002', 'INV/21-22/00003']);
    expect(await numbers('2021-10-31', '2021-11-30')).toEqual(['INV/21-22/00001', 'INV/21-22/00002', 'INV/21-22/00005']);
    expect(await numbers('2021-09-30', '2021-09-30')).toEqual(['INV/21-22/00004']);
    expect(await numbers('2021-12-01', '2021-12-01')).toEqual(['INV/21-22/00006']);
  });

  it('defaults to one month ago until today', async () => {
    const now = new Date();
    await insertInvoices(ctx.app, [
      { invoiceNumber: 'INV/DEF/00001', issuedAt: new Date(now.getTime() - 60_000), buyerName: 'Default Range Person' },
      { invoiceNumber: 'INV/DEF/00002', issuedAt: new Date(now.getTime() - 40 * 86_400_000), buyerName: 'Default Range Person' },
    ]);
    const page = await list({ q: 'Default Range Person' });
    expect(page.items.map((i) => i.invoiceNumber)).toEqual(['INV/DEF/00001']);
    expect((await stats({ q: 'Default Range Person' })).totalCount).toBe(1);
  });
});

describe('q: plain text in the number, buyer name, buyer e-mail or description, any case', () => {
  const range = { from: '2022-01-01', to: '2022-12-31' };
  beforeAll(async () => {
    await insertInvoices(ctx.app, [
      {
        invoiceNumber: 'INV/22-23/00041',
        issuedAt: ist('2022-05-01 10:00'),
        buyerName: 'Meera Iyer',
        buyerEmail: 'meera@college.edu',
        description: 'Live training fee (4 weeks)',
      },
      {
        invoiceNumber: 'INV/22-23/00042',
        issuedAt: ist('2022-05-02 10:00'),
        buyerName: 'Rahul Verma',
        buyerEmail: 'rv@startup.io',
        description: 'Data Science cohort: fee',
      },
      {
        invoiceNumber: 'INV/22-23/00043',
        issuedAt: ist('2022-05-03 10:00'),
        buyerName: 'Ka.l (Dot) Person',
        buyerEmail: 'k+tag@example.com',
        description: null,
      },
      {
        invoiceNumber: 'INV/22-23/00044',
        issuedAt: ist('2022-05-04 10:00'),
        buyerName: null,
        buyerEmail: null,
        description: 'Anything else',
      },
    ]);
  });

  const found = async (q: string) => (await list({ ...range, q })).items.map((i) => i.invoiceNumber).sort();

  it.each([
    ['the invoice number', 'inv/22-23/00042', ['INV/22-23/00042']],
    ['the buyer name', 'MEERA', ['INV/22-23/00041']],
    ['the buyer e-mail', '@STARTUP.io', ['INV/22-23/00042']],
    ['the description', 'data science', ['INV/22-23/00042']],
    ['several fields at once', 'e', ['INV/22-23/00041', 'INV/22-23/00042', 'INV/22-23/00043', 'INV/22-23/00044']],
  ])('matches %s', async (_field, q, expected) => {
    expect(await found(q)).toEqual(expected);
  });

  it('treats regular-expression characters as text', async () => {
    expect(await found('a.l')).toEqual(['INV/22-23/00043']);
    expect(await found('(Dot)')).toEqual(['INV/22-23/00043']);
    expect(await found('k+tag')).toEqual(['INV/22-23/00043']);
    expect(await found('.*')).toEqual([]);
    expect(await found('[')).toEqual([]);
    expect(await found('  meera  ')).toEqual(['INV/22-23/00041']);
  });
});

describe('GET /ca/invoices/list paging', () => {
  const range = { from: '2023-01-01', to: '2023-12-31' };
  const TOTAL = 230;
  beforeAll(async () => {
    const start = ist('2023-03-01 09:00').getTime();
    await insertInvoices(
      ctx.app,
      Array.from({ length: TOTAL }, (_, i) => ({
        invoiceNumber: `INV/23-24/${String(i + 1).padStart(5, '0')}`,
        // Pairs share an instant, so ties must be broken the same way on every page.
        issuedAt: new Date(start + Math.floor(i / 2) * 3_600_000),
        status: i % 50 === 7 ? ('CANCELLED' as const) : ('ISSUED' as const),
      })),
    );
  });

  it('defaults to page 0 of 50, newest first, with SPEC §3 fields, status and downloadUrl', async () => {
    const page = await list(range);
    expect(page).toMatchObject({ page: 0, size: 50, totalItems: TOTAL, totalPages: 5 });
    expect(page.items).toHaveLength(50);
    const first = page.items[0]!;
    expect(Object.keys(first).sort()).toEqual([
      'amountMinor',
      'buyerCountry',
      'buyerEmail',
      'buyerName',
      'buyerState',
      'cancelledAt',
      'cgstMinor',
      'creditNoteNumber',
      'currency',
      'description',
      'documentType',
      'downloadUrl',
      'id',
      'igstMinor',
      'invoiceNumber',
      'issuedAt',
      'originalInvoiceNumber',
      'originalIssuedAt',
      'ratePercent',
      'reason',
      'sgstMinor',
      'status',
    ]);
    expect(first.downloadUrl).toBe(`/ca/invoices/${first.id}/file`);
    const times = page.items.map((i) => Date.parse(i.issuedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(page.items.some((i) => i.status === 'CANCELLED')).toBe(true);
  });

  it.each(INVOICE_PAGE_SIZES.map((size) => [size] as const))(
    'walks every page of size %i exactly once, the last one partly filled',
    async (size) => {
      const pages = Math.ceil(TOTAL / size);
      const seen: string[] = [];
      for (let p = 0; p < pages; p++) {
        const page = await list({ ...range, page: p, size });
        expect(page).toMatchObject({ page: p, size, totalItems: TOTAL, totalPages: pages });
        expect(page.items).toHaveLength(p < pages - 1 ? size : TOTAL - size * (pages - 1));
        seen.push(...page.items.map((i) => i.id));
      }
      expect(new Set(seen).size).toBe(TOTAL);
    },
  );

  it('answers an empty page beyond the last one', async () => {
    expect(await list({ ...range, page: 5, size: 50 })).toEqual({ items: [], page: 5, size: 50, totalItems: TOTAL, totalPages: 5 });
    expect(await list({ ...range, page: 1000, size: 200 })).toMatchObject({ items: [], page: 1000, totalPages: 2 });
  });

  it('answers no pages for a range without invoices', async () => {
    expect(await list({ from: '2018-01-01', to: '2018-01-02' })).toEqual({ items: [], page: 0, size: 50, totalItems: 0, totalPages: 0 });
  });
});

describe('bad queries: 400 with a clear message', () => {
  const { fromInvalid, toInvalid, rangeReversed, pageInvalid, sizeInvalid, searchTooLong } = INVOICE_QUERY_MESSAGES;
  const cases: Array<[string, Record<string, string | number>, string]> = [
    ['a malformed from', { from: '01-11-2025' }, fromInvalid],
    ['an impossible from', { from: '2025-02-30' }, fromInvalid],
    ['a malformed to', { to: 'today' }, toInvalid],
    ['an impossible to', { to: '2025-13-01' }, toInvalid],
    ['from after to', { from: '2025-11-02', to: '2025-11-01' }, rangeReversed],
    ['from after the default to (today)', { from: '2999-01-01' }, rangeReversed],
    ['a too long q', { q: 'x'.repeat(201) }, searchTooLong],
  ];

  it.each(cases)('stats, list and export refuse %s', async (_what, params, message) => {
    for (const path of ['stats', 'list', 'export.csv']) {
      const res = await get(path, params);
      expect(res.statusCode, `${path} ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message });
    }
  });

  it.each([
    ['a negative page', { page: -1 }, pageInvalid],
    ['a fractional page', { page: 1.5 }, pageInvalid],
    ['a page that is not a number', { page: 'two' }, pageInvalid],
    ['a size outside the list', { size: 10 }, sizeInvalid],
    ['a size of 0', { size: 0 }, sizeInvalid],
    ['a size that is not a number', { size: 'all' }, sizeInvalid],
  ] as Array<[string, Record<string, string | number>, string]>)('list refuses %s', async (_what, params, message) => {
    const res = await get('list', params);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe('GET /ca/invoices/export.csv', () => {
  const range = { from: '2024-01-01', to: '2024-12-31' };
  beforeAll(async () => {
    await insertInvoices(ctx.app, [
      {
        invoiceNumber: 'INV/24-25/00002',
        issuedAt: ist('2024-06-01 00:30'),
        buyerName: 'Rahul, "RV" Verma',
        buyerEmail: 'rv@example.com',
        buyerState: 'Delhi',
        description: 'Fee, with comma',
      },
      {
        invoiceNumber: 'INV/24-25/00001',
        issuedAt: ist('2024-05-31 23:59'),
        buyerName: 'Asha Rao',
        buyerState: 'Karnataka',
        description: 'Live training fee (4 weeks)',
      },
      {
        invoiceNumber: 'INV/24-25/00003',
        issuedAt: ist('2024-06-02 10:00'),
        buyerName: '=HYPERLINK("http://x")',
        buyerState: 'Karnataka',
        status: 'CANCELLED',
        cancelledAt: ist('2024-06-03 00:15'),
      },
      { invoiceNumber: 'INV/24-25/00004', issuedAt: ist('2024-07-02 10:00'), buyerName: 'Other Person' },
      {
        invoiceNumber: 'CN/24-25/00001',
        issuedAt: ist('2024-06-04 09:00'),
        buyerName: 'Rahul, "RV" Verma',
        buyerEmail: 'rv@example.com',
        buyerState: 'Delhi',
        creditNoteOf: 'INV/24-25/00002',
      },
    ]);
    await ctx.app.models.Invoice.updateOne({ invoiceNumber: 'CN/24-25/00001' }, { $set: { originalIssuedAt: ist('2024-06-01 00:30') } });
  });

  it('streams a header row and one row per invoice and credit note, oldest first, rupees with two decimals, days in IST', async () => {
    const res = await get('export.csv', { ...range, q: '24-25/0000' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="invoices-2024-01-01-to-2024-12-31.csv"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const rows = parse(res.body, { bom: true }) as string[][];
    expect(rows[0]).toEqual([...INVOICE_CSV_COLUMNS]);
    const byColumn = rows.slice(1).map((row) => Object.fromEntries(INVOICE_CSV_COLUMNS.map((c, i) => [c, row[i]])));
    expect(byColumn.map((r) => r.Number)).toEqual([
      'INV/24-25/00001',
      'INV/24-25/00002',
      'INV/24-25/00003',
      'CN/24-25/00001',
      'INV/24-25/00004',
    ]);
    expect(byColumn[0]).toEqual({
      'Document type': 'Invoice',
      Number: 'INV/24-25/00001',
      'Date (IST)': '2024-05-31',
      'Against invoice': '',
      'Against invoice date (IST)': '',
      Status: 'ISSUED',
      'Cancelled on (IST)': '',
      'Buyer name': 'Asha Rao',
      'Buyer e-mail': 'asha@example.com',
      'Buyer state': 'Karnataka',
      'Buyer country': 'India',
      Supply: 'Intra-state',
      Description: 'Live training fee (4 weeks)',
      'GST rate (%)': '18',
      'Taxable value (INR)': '4236.44',
      'CGST (INR)': '381.28',
      'SGST (INR)': '381.28',
      'IGST (INR)': '0.00',
      'Total tax (INR)': '762.56',
      'Total (INR)': '4999.00',
      'Payment ID': '',
    });
    expect(byColumn[1]).toMatchObject({
      'Date (IST)': '2024-06-01',
      'Buyer name': 'Rahul, "RV" Verma',
      Description: 'Fee, with comma',
      Supply: 'Inter-state',
      'CGST (INR)': '0.00',
      'IGST (INR)': '762.56',
    });
    expect(byColumn[2]).toMatchObject({ Status: 'CANCELLED', 'Cancelled on (IST)': '2024-06-03', 'Buyer name': `'=HYPERLINK("http://x")` });
    // A credit note: its own number, the invoice it reverses, every amount negative so a column sums to the net.
    expect(byColumn[3]).toMatchObject({
      'Document type': 'Credit note',
      'Date (IST)': '2024-06-04',
      'Against invoice': 'INV/24-25/00002',
      'Against invoice date (IST)': '2024-06-01',
      Status: 'ISSUED',
      'IGST (INR)': '-762.56',
      'Taxable value (INR)': '-4236.44',
      'Total (INR)': '-4999.00',
    });
  });

  it('exports the same invoices the list shows for a filter', async () => {
    const res = await get('export.csv', { ...range, q: 'rahul' });
    const rows = parse(res.body, { bom: true }) as string[][];
    const numbers = (await list({ ...range, q: 'rahul' })).items.map((i) => i.invoiceNumber);
    expect(numbers).toContain('CN/24-25/00001');
    expect(rows.slice(1).map((r) => r[1])).toEqual(numbers.reverse());
  });

  it('finds a credit note by the number of the invoice it reverses', async () => {
    const page = await list({ ...range, q: 'inv/24-25/00002' });
    expect(page.items.map((i) => [i.invoiceNumber, i.documentType, i.originalInvoiceNumber])).toEqual([
      ['CN/24-25/00001', 'CREDIT_NOTE', 'INV/24-25/00002'],
      ['INV/24-25/00002', 'INVOICE', null],
    ]);
  });

  it('answers only the header row when nothing matches', async () => {
    const res = await get('export.csv', { from: '2017-01-01', to: '2017-01-01' });
    expect(res.statusCode).toBe(200);
    expect(parse(res.body, { bom: true })).toEqual([[...INVOICE_CSV_COLUMNS]]);
  });
});

describe('GET /ca/invoices/{id}/file', () => {
  it('gives a CA the PDF of an invoice issued through fee verification, as the list links it', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const student = await studentWith(ctx.app, { idVerified: true, name: 'Kavya Menon' });
    expect((await verifyFee(ctx.app, admin, student.id)).statusCode).toBe(200);
    const [item] = (await list({ q: student.email })).items;
    expect(item).toMatchObject({ buyerName: 'Kavya Menon', buyerEmail: student.email, status: 'ISSUED', cancelledAt: null });

    const res = await ctx.app.inject({ method: 'GET', url: item!.downloadUrl, headers: ca.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="${item!.invoiceNumber.replace(/\//g, '-')}.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(item!.invoiceNumber);
    expect(text).toContain('Kavya Menon');
    const audit = await ctx.app.models.AuditEntry.findOne({ action: 'invoice.file', targetId: item!.id }).lean();
    expect(audit).toMatchObject({ actorEmail: ca.email, actorRole: 'CA' });
  });

  it('draws the PDF of an invoice stored without one on first download, marked CANCELLED when cancelled', async () => {
    const [doc] = await insertInvoices(ctx.app, [
      { invoiceNumber: 'INV/19-20/00077', issuedAt: ist('2019-07-01 10:00'), status: 'CANCELLED', buyerName: 'Lazy Draw' },
    ]);
    const res = await get(`${doc!._id}/file`);
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('INV/19-20/00077');
    expect(text).toMatch(/CANCELLED/);
    expect((await ctx.app.models.Invoice.findById(doc!._id).lean())?.cancelledFileId).toEqual(expect.any(String));
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['64b7f0c2a1b2c3d4e5f60718', 'not-an-id']) {
      const res = await get(`${id}/file`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(API_MESSAGES.invoiceNotFound);
    }
  });
});

describe('roles', () => {
  it.each(['stats', 'list', 'export.csv', '64b7f0c2a1b2c3d4e5f60718/file'])(
    '%s: 401 without a token, 403 Forbidden for ADMIN and STUDENT',
    async (path) => {
      const anonymous = await get(path, {}, {} as typeof ca.headers);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().message).toBe(API_MESSAGES.unauthorized);
      for (const role of ['ADMIN', 'STUDENT'] as const) {
        const other = await signInAs(ctx.app, role);
        const res = await get(path, {}, other.headers);
        expect(res.statusCode, role).toBe(403);
        expect(res.json().message).toBe(API_MESSAGES.forbidden);
      }
      expect([200, 404]).toContain((await get(path)).statusCode);
    },
  );
});
