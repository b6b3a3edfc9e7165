/**
 * GET /ca/gstr1, /ca/gstr1/export.csv, /ca/gstr1/csv, /ca/gstr3b and its export.csv: each table checked against
 * figures worked out here by hand from the first fee's split (₹4,999 = 4,236.44 + 18% GST: CGST and
 * SGST 381.28 each, or IGST 762.56), not by the code under test; every GSTR-1 export is validated
 * against the JSON Schema kept in the repository (api/src/features/invoices/gstr1.schema.json).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { INVOICE_QUERY_MESSAGES } from '@portal/domain/invoice-queries';
import type { Gstr1 } from '@portal/domain/views/gstr1';
import type { Gstr3b } from '@portal/domain/views/gstr3b';
import { API_MESSAGES } from '../src/lib/messages.ts';
import { hsnDescription } from '../src/lib/gstr1.ts';
import { gstr1SchemaErrors, netExportSums, paiseSums } from './helpers/gstr1-schema.ts';
import { useTestApp } from './helpers/app.ts';
import { signInAs, type SignedInUser } from './helpers/factories.ts';
import { insertInvoices, ist } from './helpers/invoice-fixtures.ts';

const ctx = useTestApp();
let ca: SignedInUser;

const get = (path: string, month: string | undefined, headers = ca.headers, base = '/ca/gstr1') =>
  ctx.app.inject({ method: 'GET', url: `${base}${path}${month === undefined ? '' : `?month=${month}`}`, headers });
const gstr3b = (month: string, headers = ca.headers) => get('', month, headers, '/ca/gstr3b');

const BASE = 4236.44;
const HALF = 381.28;
const IGST = 762.56;
const NEPAL = { buyerState: null, buyerCountry: 'Nepal' };

beforeAll(async () => {
  ca = await signInAs(ctx.app, 'CA');
  // The seller is in Karnataka (test configuration). Numbers in issue order, as the series are.
  await insertInvoices(ctx.app, [
    { invoiceNumber: 'INV/18-19/00001', issuedAt: ist('2019-02-28 23:59'), buyerState: 'Karnataka' },
    { invoiceNumber: 'INV/18-19/00002', issuedAt: ist('2019-03-01 00:00'), buyerState: 'Karnataka' },
    { invoiceNumber: 'INV/18-19/00003', issuedAt: ist('2019-03-05 10:00'), buyerState: 'Karnataka' },
    { invoiceNumber: 'INV/18-19/00004', issuedAt: ist('2019-03-06 10:00'), buyerState: 'Delhi' },
    { invoiceNumber: 'INV/18-19/00005', issuedAt: ist('2019-03-07 10:00'), buyerState: 'Maharashtra' },
    { invoiceNumber: 'INV/18-19/00006', issuedAt: ist('2019-03-08 10:00'), ...NEPAL },
    { invoiceNumber: 'INV/18-19/00007', issuedAt: ist('2019-03-09 10:00'), buyerState: 'Kerala', status: 'CANCELLED' },
    { invoiceNumber: 'INV/18-19/00008', issuedAt: ist('2019-03-31 23:50'), buyerState: 'Delhi' },
    { invoiceNumber: 'CN/18-19/00001', issuedAt: ist('2019-03-20 10:00'), buyerState: 'Delhi', creditNoteOf: 'INV/18-19/00004' },
    { invoiceNumber: 'CN/18-19/00002', issuedAt: ist('2019-03-21 10:00'), ...NEPAL, creditNoteOf: 'INV/18-19/00006' },
    // Reverses February's invoice in March: March's figures carry it.
    { invoiceNumber: 'CN/18-19/00003', issuedAt: ist('2019-03-22 10:00'), buyerState: 'Karnataka', creditNoteOf: 'INV/18-19/00001' },
    { invoiceNumber: 'INV/19-20/00001', issuedAt: ist('2019-04-01 00:00'), buyerState: 'Delhi' },
    // May 2019: documents stored at two rates (as after a change of rate): each row keeps its own.
    { invoiceNumber: 'INV/19-20/00002', issuedAt: ist('2019-05-02 10:00'), buyerState: 'Karnataka', ratePercent: 12, amountMinor: 112_000 },
    { invoiceNumber: 'INV/19-20/00003', issuedAt: ist('2019-05-03 10:00'), buyerState: 'Karnataka' },
    { invoiceNumber: 'INV/19-20/00004', issuedAt: ist('2019-05-04 10:00'), buyerState: 'Delhi', ratePercent: 12, amountMinor: 112_000 },
  ]);
});

describe('GET /ca/gstr1', () => {
  let gstr1: Gstr1;
  beforeAll(async () => {
    const res = await get('', '2019-03');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="GSTR1-2019-03.json"');
    gstr1 = res.json();
  });

  it('validates against the JSON Schema of the offline tool sections', () => {
    expect(gstr1SchemaErrors(gstr1)).toEqual([]);
    // The schema refuses the shape of periods before May 2025.
    expect(gstr1SchemaErrors({ ...gstr1, hsn: { data: gstr1.hsn.hsn_b2c } })).not.toEqual([]);
  });

  it('names the seller and the return period', () => {
    expect(gstr1.gstin).toBe(ctx.app.config.seller.gstin);
    expect(gstr1.fp).toBe('032019');
  });

  it('b2cs: buyers in India per place of supply and rate, net of the credit notes of the month', () => {
    expect(gstr1.b2cs).toEqual([
      // Karnataka: two invoices of March less the credit note of February's invoice.
      { sply_ty: 'INTER', pos: '07', typ: 'OE', rt: 18, txval: BASE, iamt: IGST, camt: 0, samt: 0, csamt: 0 },
      { sply_ty: 'INTER', pos: '27', typ: 'OE', rt: 18, txval: BASE, iamt: IGST, camt: 0, samt: 0, csamt: 0 },
      { sply_ty: 'INTRA', pos: '29', typ: 'OE', rt: 18, txval: BASE, iamt: 0, camt: HALF, samt: HALF, csamt: 0 },
    ]);
  });

  it('exp and cdnur: the invoice to a buyer outside India with its IGST, and the credit note against it', () => {
    const item = { txval: BASE, rt: 18, iamt: IGST, csamt: 0 };
    expect(gstr1.exp).toEqual([{ exp_typ: 'WPAY', inv: [{ inum: 'INV/18-19/00006', idt: '08-03-2019', val: 4999, itms: [item] }] }]);
    expect(gstr1.cdnur).toEqual([
      { typ: 'EXPWP', ntty: 'C', nt_num: 'CN/18-19/00002', nt_dt: '21-03-2019', val: 4999, itms: [{ num: 1, itm_det: item }] },
    ]);
  });

  it('hsn: hsn_b2c is the SAC summary of every supply, net of the credit notes; hsn_b2b is empty and there is no hsn.data', () => {
    // Invoices 2, 3, 4, 5, 6, 8 less credit notes 1, 2, 3: three fees, 14,997.00 in all.
    expect(Object.keys(gstr1.hsn).sort()).toEqual(['hsn_b2b', 'hsn_b2c']);
    expect(gstr1.hsn.hsn_b2b).toEqual([]);
    expect(gstr1.hsn.hsn_b2c).toEqual([
      {
        num: 1,
        hsn_sc: '999293',
        desc: 'Live training fee (4 weeks)',
        uqc: 'NA',
        qty: 0,
        rt: 18,
        txval: 12709.32,
        iamt: 1525.12,
        camt: HALF,
        samt: HALF,
        csamt: 0,
      },
    ]);
    const [row] = gstr1.hsn.hsn_b2c;
    expect(Math.round((row!.txval + row!.iamt + row!.camt + row!.samt) * 100)).toBe(3 * 499_900);
  });

  it('hsn_b2c in total equals b2cs plus the exports less their credit notes', () => {
    const b2cs = paiseSums(gstr1.b2cs);
    const exports = netExportSums(gstr1);
    const expected = {
      txval: b2cs.txval + exports.txval,
      iamt: b2cs.iamt + exports.iamt,
      camt: b2cs.camt,
      samt: b2cs.samt,
      csamt: b2cs.csamt + exports.csamt,
    };
    expect(paiseSums(gstr1.hsn.hsn_b2c)).toEqual(expected);
  });

  it('doc_issue: both series of the month, from, to, totals and the cancelled invoice', () => {
    expect(gstr1.doc_issue.doc_det).toEqual([
      {
        doc_num: 1,
        doc_typ: 'Invoices for outward supply',
        docs: [{ num: 1, from: 'INV/18-19/00002', to: 'INV/18-19/00008', totnum: 7, cancel: 1, net_issue: 6 }],
      },
      {
        doc_num: 5,
        doc_typ: 'Credit Note',
        docs: [{ num: 1, from: 'CN/18-19/00001', to: 'CN/18-19/00003', totnum: 3, cancel: 0, net_issue: 3 }],
      },
    ]);
  });

  it('answers empty tables for a month without documents', async () => {
    const res = await get('', '2018-01');
    expect(res.json()).toEqual({
      gstin: ctx.app.config.seller.gstin,
      fp: '012018',
      b2cs: [],
      exp: [],
      cdnur: [],
      hsn: { hsn_b2b: [], hsn_b2c: [] },
      doc_issue: { doc_det: [] },
    });
    expect(gstr1SchemaErrors(res.json())).toEqual([]);
  });

  it('prints the rate stored on each document: one b2cs and hsn_b2c row per rate', async () => {
    const res = await get('', '2019-05');
    const may: Gstr1 = res.json();
    expect(gstr1SchemaErrors(may)).toEqual([]);
    // ₹1,120.00 at 12%: taxable 1,000.00, CGST and SGST 60.00 each, or IGST 120.00.
    expect(may.b2cs).toEqual([
      { sply_ty: 'INTER', pos: '07', typ: 'OE', rt: 12, txval: 1000, iamt: 120, camt: 0, samt: 0, csamt: 0 },
      { sply_ty: 'INTRA', pos: '29', typ: 'OE', rt: 12, txval: 1000, iamt: 0, camt: 60, samt: 60, csamt: 0 },
      { sply_ty: 'INTRA', pos: '29', typ: 'OE', rt: 18, txval: BASE, iamt: 0, camt: HALF, samt: HALF, csamt: 0 },
    ]);
    expect(may.hsn.hsn_b2c.map((r) => [r.num, r.rt, r.txval, r.iamt, r.camt, r.samt])).toEqual([
      [1, 12, 2000, 120, 60, 60],
      [2, 18, BASE, 0, HALF, HALF],
    ]);
  });

  it.each([undefined, '', '2019-3', '2019-13', '2019-00', 'march'])('refuses the month %j with a clear 400', async (month) => {
    const res = await get('', month);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(INVOICE_QUERY_MESSAGES.monthInvalid);
  });
});

describe('GET /ca/gstr1/export.csv', () => {
  it('holds the same tables, a row per line with its table named', async () => {
    const res = await get('/export.csv', '2019-03');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="GSTR1-2019-03.csv"');
    const rows = parse(res.body, { bom: true }) as string[][];
    // The headers as written out, not the code's own constant (a changed constant must fail here).
    const header = [
      'Table',
      'Type',
      'Place of supply',
      'Number',
      'Date',
      'Rate (%)',
      'Taxable value (INR)',
      'IGST (INR)',
      'CGST (INR)',
      'SGST (INR)',
      'Cess (INR)',
      'Value (INR)',
      'From',
      'To',
      'Total',
      'Cancelled',
      'Net issued',
    ];
    expect(rows[0]).toEqual(header);
    const byColumn = rows.slice(1).map((row) => Object.fromEntries(header.map((c, i) => [c, row[i]])));
    expect(byColumn.map((r) => r.Table)).toEqual(['B2CS', 'B2CS', 'B2CS', 'EXP', 'CDNUR', 'HSN', 'DOCS', 'DOCS']);
    expect(byColumn[2]).toMatchObject({ Type: 'INTRA', 'Place of supply': '29', 'Taxable value (INR)': '4236.44', 'CGST (INR)': '381.28' });
    expect(byColumn[3]).toMatchObject({ Number: 'INV/18-19/00006', Date: '08-03-2019', 'IGST (INR)': '762.56', 'Value (INR)': '4999.00' });
    expect(byColumn[5]).toMatchObject({ 'Taxable value (INR)': '12709.32', 'IGST (INR)': '1525.12' });
    expect(byColumn[6]).toMatchObject({ From: 'INV/18-19/00002', To: 'INV/18-19/00008', Total: '7', Cancelled: '1', 'Net issued': '6' });
  });
});

describe('GET /ca/gstr1/csv (one section, the offline tool sheet headers)', () => {
  const section = async (name: string, month = '2019-03') => {
    const res = await ctx.app.inject({ method: 'GET', url: `/ca/gstr1/csv?month=${month}&section=${name}`, headers: ca.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="GSTR1-${month}-${name}.csv"`);
    return parse(res.body, { bom: true }) as string[][];
  };

  it('b2cs: Type, Place Of Supply, Rate, …, one line per b2cs row', async () => {
    const rows = await section('b2cs');
    expect(rows[0]).toEqual([
      'Type',
      'Place Of Supply',
      'Rate',
      'Applicable % of Tax Rate',
      'Taxable Value',
      'Cess Amount',
      'E-Commerce GSTIN',
    ]);
    expect(rows.slice(1)).toEqual([
      ['OE', '07-Delhi', '18', '', '4236.44', '0.00', ''],
      ['OE', '27-Maharashtra', '18', '', '4236.44', '0.00', ''],
      ['OE', '29-Karnataka', '18', '', '4236.44', '0.00', ''],
    ]);
  });

  it('hsn_b2c: the hsn(b2c) sheet', async () => {
    const rows = await section('hsn_b2c');
    expect(rows[0]).toEqual([
      'HSN',
      'Description',
      'UQC',
      'Total Quantity',
      'Total Value',
      'Rate',
      'Taxable Value',
      'Integrated Tax Amount',
      'Central Tax Amount',
      'State/UT Tax Amount',
      'Cess Amount',
    ]);
    expect(rows.slice(1)).toEqual([
      ['999293', 'Live training fee (4 weeks)', 'NA', '0', '14997.00', '18', '12709.32', '1525.12', '381.28', '381.28', '0.00'],
    ]);
  });

  it('docs: the docs sheet, both series', async () => {
    const rows = await section('docs');
    expect(rows).toEqual([
      ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'],
      ['Invoices for outward supply', 'INV/18-19/00002', 'INV/18-19/00008', '7', '1'],
      ['Credit Note', 'CN/18-19/00001', 'CN/18-19/00003', '3', '0'],
    ]);
  });

  it.each(['', 'exp', 'hsn'])('refuses the section %j with a clear 400', async (name) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/ca/gstr1/csv?month=2019-03&section=${name}`, headers: ca.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(INVOICE_QUERY_MESSAGES.gstr1SectionInvalid);
  });
});

describe('GET /ca/gstr3b', () => {
  it('Table 3.1(a) equals GSTR-1 b2cs and 3.1(b) its exports less their credit notes, net of the credit notes', async () => {
    for (const month of ['2019-03', '2019-05', '2018-01']) {
      const res = await gstr3b(month);
      expect(res.statusCode, res.body).toBe(200);
      const figures: Gstr3b = res.json();
      const tables: Gstr1 = (await get('', month)).json();
      expect(figures.month).toBe(month);
      expect(paiseSums([figures.table31a])).toEqual(paiseSums(tables.b2cs));
      expect(paiseSums([figures.table31b])).toEqual(netExportSums(tables));
    }
  });

  it('March 2019 by hand: three fees in India less one credit note, the export and its credit note cancel out', async () => {
    const figures: Gstr3b = (await gstr3b('2019-03')).json();
    expect(figures).toEqual({
      month: '2019-03',
      table31a: { txval: 12709.32, iamt: 1525.12, camt: HALF, samt: HALF, csamt: 0 },
      table31b: { txval: 0, iamt: 0, camt: 0, samt: 0, csamt: 0 },
      table32: [
        { pos: '07', txval: BASE, iamt: IGST },
        { pos: '27', txval: BASE, iamt: IGST },
      ],
    });
  });

  it("Table 3.2 equals GSTR-1's inter-state B2C rows per place of supply (Maharashtra's sale among them), and none are intra-state", async () => {
    for (const month of ['2019-03', '2019-05', '2018-01']) {
      const figures: Gstr3b = (await gstr3b(month)).json();
      const tables: Gstr1 = (await get('', month)).json();
      const interState = tables.b2cs.filter((r) => r.sply_ty === 'INTER');
      const places = [...new Set(interState.map((r) => r.pos))];
      expect(figures.table32.map((r) => r.pos)).toEqual(places);
      for (const row of figures.table32) {
        const { txval, iamt } = paiseSums(interState.filter((r) => r.pos === row.pos));
        expect(paiseSums([row]), row.pos).toMatchObject({ txval, iamt });
      }
    }
    const march: Gstr3b = (await gstr3b('2019-03')).json();
    expect(march.table32.find((r) => r.pos === '27')).toEqual({ pos: '27', txval: BASE, iamt: IGST });
    expect(march.table32.some((r) => r.pos === '29')).toBe(false);
    // May 2019: Delhi at 12% is one row of 3.2 (taxable 1,000.00, IGST 120.00)
    expect((await gstr3b('2019-05')).json().table32).toEqual([{ pos: '07', txval: 1000, iamt: 120 }]);
  });

  it('export.csv: Table 3.1(a), 3.1(b), then a 3.2 row per place of supply, with the figures of the JSON', async () => {
    const res = await get('/export.csv', '2019-03', ca.headers, '/ca/gstr3b');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="GSTR3B-2019-03.csv"');
    expect(parse(res.body, { bom: true })).toEqual([
      ['Table', 'Nature of supplies', 'Place of supply', 'Taxable value (INR)', 'IGST (INR)', 'CGST (INR)', 'SGST (INR)', 'Cess (INR)'],
      [
        '3.1(a)',
        'Outward taxable supplies (other than zero rated, nil rated and exempted)',
        '',
        '12709.32',
        '1525.12',
        '381.28',
        '381.28',
        '0.00',
      ],
      ['3.1(b)', 'Outward taxable supplies (zero rated)', '', '0.00', '0.00', '0.00', '0.00', '0.00'],
      ['3.2', 'Inter-state supplies made to unregistered persons', '07-Delhi', '4236.44', '762.56', '', '', ''],
      ['3.2', 'Inter-state supplies made to unregistered persons', '27-Maharashtra', '4236.44', '762.56', '', '', ''],
    ]);
  });

  it.each([undefined, '2019-13', 'march'])('refuses the month %j with a clear 400', async (month) => {
    const res = await gstr3b(month as string);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(INVOICE_QUERY_MESSAGES.monthInvalid);
  });
});

describe('hsnDescription', () => {
  it("cuts a description to the offline tool's 30 characters at a word", () => {
    expect(hsnDescription('Live training fee (4 weeks)')).toBe('Live training fee (4 weeks)');
    expect(hsnDescription('Industrial Training Fee - four-week live online training program')).toBe('Industrial Training Fee');
    expect(hsnDescription('x'.repeat(40))).toBe('x'.repeat(30));
  });
});

describe('roles', () => {
  it.each(['', '/export.csv', '/csv'])('%s: 401 without a token, 403 Forbidden for ADMIN and STUDENT', async (path) => {
    const anonymous = await get(path, '2019-03', {} as typeof ca.headers);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(API_MESSAGES.unauthorized);
    for (const role of ['ADMIN', 'STUDENT'] as const) {
      const other = await signInAs(ctx.app, role);
      const res = await get(path, '2019-03', other.headers);
      expect(res.statusCode, role).toBe(403);
      expect(res.json().message).toBe(API_MESSAGES.forbidden);
    }
  });

  it.each(['', '/export.csv'])('/ca/gstr3b%s: 401 without a token, 403 Forbidden for ADMIN and STUDENT', async (path) => {
    expect((await get(path, '2019-03', {} as typeof ca.headers, '/ca/gstr3b')).statusCode).toBe(401);
    for (const role of ['ADMIN', 'STUDENT'] as const) {
      const res = await get(path, '2019-03', (await signInAs(ctx.app, role)).headers, '/ca/gstr3b');
      expect(res.statusCode, role).toBe(403);
      expect(res.json().message).toBe(API_MESSAGES.forbidden);
    }
  });
});
