/**
 * GET /ca/gstr1 and /ca/gstr1/export.csv: each GSTR-1 table checked against figures
 * worked out here by hand from the fee's fixed split (₹4,999 = 4,236.44 + 18% GST: CGST and SGST
 * 381.28 each, or IGST 762.56), not by the code under test.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { INVOICE_QUERY_MESSAGES } from '@portal/domain/invoice-queries';
import type { Gstr1 } from '@portal/domain/views/gstr1';
import { API_MESSAGES } from '../src/lib/messages.ts';
import { GSTR1_CSV_COLUMNS } from '../src/lib/gstr1.ts';
import { useTestApp } from './helpers/app.ts';
import { signInAs, type SignedInUser } from './helpers/factories.ts';
import { insertInvoices, ist } from './helpers/invoice-fixtures.ts';

const ctx = useTestApp();
let ca: SignedInUser;

const get = (path: string, month: string | undefined, headers = ca.headers) =>
  ctx.app.inject({ method: 'GET', url: `/ca/gstr1${path}${month === undefined ? '' : `?month=${month}`}`, headers });

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

  it('hsn: the SAC summary of every supply, net of every credit note', () => {
    // Invoices 2, 3, 4, 5, 6, 8 less credit notes 1, 2, 3: three fees, 14,997.00 in all.
    expect(gstr1.hsn.data).toEqual([
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
    const [row] = gstr1.hsn.data;
    expect(Math.round((row!.txval + row!.iamt + row!.camt + row!.samt) * 100)).toBe(3 * 499_900);
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
      hsn: { data: [] },
      doc_issue: { doc_det: [] },
    });
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
    expect(rows[0]).toEqual([...GSTR1_CSV_COLUMNS]);
    const byColumn = rows.slice(1).map((row) => Object.fromEntries(GSTR1_CSV_COLUMNS.map((c, i) => [c, row[i]])));
    expect(byColumn.map((r) => r.Table)).toEqual(['B2CS', 'B2CS', 'B2CS', 'EXP', 'CDNUR', 'HSN', 'DOCS', 'DOCS']);
    expect(byColumn[2]).toMatchObject({ Type: 'INTRA', 'Place of supply': '29', 'Taxable value (INR)': '4236.44', 'CGST (INR)': '381.28' });
    expect(byColumn[3]).toMatchObject({ Number: 'INV/18-19/00006', Date: '08-03-2019', 'IGST (INR)': '762.56', 'Value (INR)': '4999.00' });
    expect(byColumn[5]).toMatchObject({ 'Taxable value (INR)': '12709.32', 'IGST (INR)': '1525.12' });
    expect(byColumn[6]).toMatchObject({ From: 'INV/18-19/00002', To: 'INV/18-19/00008', Total: '7', Cancelled: '1', 'Net issued': '6' });
  });
});

describe('roles', () => {
  it.each(['', '/export.csv'])('%s: 401 without a token, 403 Forbidden for ADMIN and STUDENT', async (path) => {
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
});
