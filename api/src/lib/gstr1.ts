/**
 * GSTR-1 (and GSTR-3B Tables 3.1 and 3.2) for a month, derived from the month's invoices and credit notes (never kept by hand):
 * - b2cs: supplies to buyers in India (all unregistered: students), summed per place of supply
 *   and rate, net of the credit notes issued in the month;
 * - exp (WPAY): each invoice to a buyer outside India, IGST paid; cdnur (EXPWP): each credit note
 *   against such an invoice;
 * - hsn.hsn_b2c: Table 12 as the offline tool asks for periods from May 2025, one row per SAC and
 *   rate, net of the month's credit notes (every buyer is unregistered, so hsn_b2b stays empty);
 * - doc_issue: the invoice and credit-note series of the month, from/to, totals, cancelled.
 * Invoices cancelled before credit notes existed are left out of the tables and counted as
 * cancelled in doc_issue. Sums are made in paise and turned into rupees once. Every rate is the one
 * stored on its document when it was issued (domain/pricing.ts then), never today's.
 */
import { istDay } from '@portal/domain/calendar';
import { gstStateCode } from '@portal/domain/money';
import { signedMinor, type InvoiceDocumentType } from '@portal/domain/fees';
import type { Gstr1 } from '@portal/domain/views/gstr1';
import type { Gstr3b } from '@portal/domain/views/gstr3b';
import type { InvoiceDoc } from './models.ts';

/** Place-of-supply code GSTN gives "Other Territory": a buyer in India whose state is not recorded (the profile requires one since the start). */
export const UNKNOWN_STATE_CODE = '97';
export const DOC_SERIES = {
  INVOICE: { doc_num: 1, doc_typ: 'Invoices for outward supply' },
  CREDIT_NOTE: { doc_num: 5, doc_typ: 'Credit Note' },
} as const;

type Doc = Pick<
  InvoiceDoc,
  | 'documentType'
  | 'invoiceNumber'
  | 'seq'
  | 'issuedAt'
  | 'status'
  | 'buyerState'
  | 'buyerCountry'
  | 'amountMinor'
  | 'baseMinor'
  | 'cgstMinor'
  | 'sgstMinor'
  | 'igstMinor'
  | 'ratePercent'
  | 'sac'
  | 'description'
>;

interface Sums {
  txval: number;
  iamt: number;
  camt: number;
  samt: number;
}

const rupees = (minor: number) => Math.round(minor) / 100;
/** dd-mm-yyyy of the India-time day. */
const gstDate = (at: Date) => istDay(at).split('-').reverse().join('-');
const isCredit = (d: Doc) => d.documentType === 'CREDIT_NOTE';
const isExport = (d: Pick<Doc, 'buyerCountry'>) => !!d.buyerCountry && d.buyerCountry.trim() !== '' && d.buyerCountry.trim() !== 'India';
const signed = (d: Doc, minor: number) => signedMinor(d.documentType as InvoiceDocumentType, minor);

function add(sums: Sums, d: Doc): Sums {
  return {
    txval: sums.txval + signed(d, d.baseMinor),
    iamt: sums.iamt + signed(d, d.igstMinor),
    camt: sums.camt + signed(d, d.cgstMinor),
    samt: sums.samt + signed(d, d.sgstMinor),
  };
}
const ZERO: Sums = { txval: 0, iamt: 0, camt: 0, samt: 0 };

/** A table line's taxable value and taxes in rupees (no cess on this supply). */
function inRupees(s: Sums) {
  return { txval: rupees(s.txval), iamt: rupees(s.iamt), camt: rupees(s.camt), samt: rupees(s.samt), csamt: 0 };
}

function exportItem(d: Doc) {
  return { txval: rupees(d.baseMinor), rt: d.ratePercent, iamt: rupees(d.igstMinor), csamt: 0 };
}

/** The longest description the offline tool takes on an HSN row. */
const HSN_DESCRIPTION_MAX = 30;

/** A description cut to HSN_DESCRIPTION_MAX characters at a word boundary ("Industrial Training Fee"). */
export function hsnDescription(description: string): string {
  const text = description.trim().replace(/\s+/g, ' ');
  if (text.length <= HSN_DESCRIPTION_MAX) return text;
  const cut = text.slice(0, HSN_DESCRIPTION_MAX + 1);
  const words = cut.slice(0, Math.max(cut.lastIndexOf(' '), 0)) || text.slice(0, HSN_DESCRIPTION_MAX);
  return words.replace(/[\s\-–,;:(]+$/, '');
}

/** "2026-11" → "112026". */
export function returnPeriod(month: string): string {
  const [year, mm] = month.split('-');
  return `${mm}${year}`;
}

/** The documents that count in the month's tables: issued ones (invoices cancelled before credit notes existed do not). */
const countedDocs = <T extends Pick<Doc, 'status'>>(docs: T[]): T[] => docs.filter((d) => d.status === 'ISSUED');

interface B2csRow {
  supply: 'INTRA' | 'INTER';
  pos: string;
  rt: number;
  sums: Sums;
}

/** GSTR-1's B2C small rows in paise: the supplies in India per kind (INTRA/INTER), place of supply and rate, in that order. */
function b2csRows(counted: Doc[]): B2csRow[] {
  const rows = new Map<string, B2csRow>();
  for (const d of counted.filter((doc) => !isExport(doc))) {
    const pos = gstStateCode(d.buyerState) ?? UNKNOWN_STATE_CODE;
    const supply = d.cgstMinor > 0 || d.sgstMinor > 0 ? 'INTRA' : 'INTER';
    const key = `${supply}|${pos}|${d.ratePercent}`;
    const row = rows.get(key) ?? { supply, pos, rt: d.ratePercent, sums: ZERO };
    rows.set(key, { ...row, sums: add(row.sums, d) });
  }
  return [...rows.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, row]) => row);
}

export function buildGstr1(docs: Doc[], { gstin, month }: { gstin: string; month: string }): Gstr1 {
  const counted = countedDocs(docs);

  const hsn = new Map<string, Sums & { sac: string; rt: number; desc: string }>();
  for (const d of counted) {
    const key = `${d.sac}|${d.ratePercent}`;
    const sums = hsn.get(key) ?? { ...ZERO, sac: d.sac, rt: d.ratePercent, desc: hsnDescription(d.description ?? '') };
    hsn.set(key, { ...sums, ...add(sums, d) });
  }

  const exports = counted.filter((d) => isExport(d) && !isCredit(d));
  const exportNotes = counted.filter((d) => isExport(d) && isCredit(d));

  const docDet = (['INVOICE', 'CREDIT_NOTE'] as const).flatMap((type) => {
    const series = docs.filter((d) => (d.documentType ?? 'INVOICE') === type).sort((a, b) => a.seq - b.seq);
    if (!series.length) return [];
    const cancel = series.filter((d) => d.status === 'CANCELLED').length;
    return [
      {
        ...DOC_SERIES[type],
        docs: [
          {
            num: 1,
            from: series[0]!.invoiceNumber,
            to: series.at(-1)!.invoiceNumber,
            totnum: series.length,
            cancel,
            net_issue: series.length - cancel,
          },
        ],
      },
    ];
  });

  return {
    gstin,
    fp: returnPeriod(month),
    b2cs: b2csRows(counted).map(({ supply, pos, rt, sums }) => ({ sply_ty: supply, pos, typ: 'OE' as const, rt, ...inRupees(sums) })),
    exp: exports.length
      ? [
          {
            exp_typ: 'WPAY' as const,
            inv: exports.map((d) => ({
              inum: d.invoiceNumber,
              idt: gstDate(d.issuedAt),
              val: rupees(d.amountMinor),
              itms: [exportItem(d)],
            })),
          },
        ]
      : [],
    cdnur: exportNotes.map((d) => ({
      typ: 'EXPWP' as const,
      ntty: 'C' as const,
      nt_num: d.invoiceNumber,
      nt_dt: gstDate(d.issuedAt),
      val: rupees(d.amountMinor),
      itms: [{ num: 1, itm_det: exportItem(d) }],
    })),
    hsn: {
      hsn_b2b: [],
      hsn_b2c: [...hsn.values()]
        .sort((a, b) => a.sac.localeCompare(b.sac) || a.rt - b.rt)
        .map((s, i) => ({ num: i + 1, hsn_sc: s.sac, desc: s.desc, uqc: 'NA' as const, qty: 0, rt: s.rt, ...inRupees(s) })),
    },
    doc_issue: { doc_det: docDet },
  };
}

/**
 * GSTR-3B Tables 3.1 and 3.2 for the month from the same documents as GSTR-1: 3.1(a) the supplies in
 * India (GSTR-1's b2cs), 3.1(b) the exports with IGST paid less their credit notes (exp less cdnur),
 * each net of the month's credit notes; 3.2 the part of 3.1(a) supplied across state lines to
 * unregistered persons (every buyer is a student), per place of supply: GSTR-1's inter-state b2cs
 * rows summed over their rates (no B2C large: no fee comes near its threshold).
 */
export function buildGstr3b(docs: Doc[], month: string): Gstr3b {
  const counted = countedDocs(docs);
  const sum = (rows: Doc[]) => inRupees(rows.reduce(add, ZERO));
  const interState = new Map<string, Sums>();
  for (const row of b2csRows(counted).filter((r) => r.supply === 'INTER')) {
    const sums = interState.get(row.pos) ?? ZERO;
    interState.set(row.pos, { ...sums, txval: sums.txval + row.sums.txval, iamt: sums.iamt + row.sums.iamt });
  }
  return {
    month,
    table31a: sum(counted.filter((d) => !isExport(d))),
    table31b: sum(counted.filter(isExport)),
    table32: [...interState.entries()].map(([pos, s]) => ({ pos, txval: rupees(s.txval), iamt: rupees(s.iamt) })),
  };
}
