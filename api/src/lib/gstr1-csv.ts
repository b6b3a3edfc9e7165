/**
 * The month's GSTR-1 (built by gstr1.ts) as CSV: all its tables in one file for reading, and one
 * section at a time with the headers of the GSTN offline tool's sheets, for copying into them.
 */
import { stringify } from 'csv-stringify/sync';
import { minorToMajorString, placeOfSupplyName } from '@portal/domain/money';
import type { Gstr1CsvSection } from '@portal/domain/invoice-queries';
import type { Gstr1 } from '@portal/domain/views/gstr1';

/** Rupees as the return holds them, written with two decimals (through paise, so 0.1 + 0.2 stays 0.30). */
export const money = (rupeeValue: number) => minorToMajorString(Math.round(rupeeValue * 100));

const GSTR1_CSV_COLUMNS = [
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
] as const;

/** The same tables as one CSV, a row per table line with a "Table" column (money as in the JSON, two decimals; no buyer-typed text). */
export function gstr1Csv(gstr1: Gstr1): string {
  const rows: string[][] = [];
  const row = (cells: Partial<Record<(typeof GSTR1_CSV_COLUMNS)[number], string>>) =>
    rows.push(GSTR1_CSV_COLUMNS.map((c) => cells[c] ?? ''));
  for (const r of gstr1.b2cs) {
    row({
      Table: 'B2CS',
      Type: r.sply_ty,
      'Place of supply': r.pos,
      'Rate (%)': String(r.rt),
      'Taxable value (INR)': money(r.txval),
      'IGST (INR)': money(r.iamt),
      'CGST (INR)': money(r.camt),
      'SGST (INR)': money(r.samt),
      'Cess (INR)': money(r.csamt),
    });
  }
  for (const inv of gstr1.exp.flatMap((e) => e.inv)) {
    const item = inv.itms[0]!;
    row({
      Table: 'EXP',
      Type: 'WPAY',
      'Place of supply': '96',
      Number: inv.inum,
      Date: inv.idt,
      'Rate (%)': String(item.rt),
      'Taxable value (INR)': money(item.txval),
      'IGST (INR)': money(item.iamt),
      'Cess (INR)': money(item.csamt),
      'Value (INR)': money(inv.val),
    });
  }
  for (const note of gstr1.cdnur) {
    const item = note.itms[0]!.itm_det;
    row({
      Table: 'CDNUR',
      Type: `${note.typ} credit note`,
      'Place of supply': '96',
      Number: note.nt_num,
      Date: note.nt_dt,
      'Rate (%)': String(item.rt),
      'Taxable value (INR)': money(item.txval),
      'IGST (INR)': money(item.iamt),
      'Cess (INR)': money(item.csamt),
      'Value (INR)': money(note.val),
    });
  }
  for (const h of gstr1.hsn.hsn_b2c) {
    row({
      Table: 'HSN',
      Type: `SAC ${h.hsn_sc}`,
      'Rate (%)': String(h.rt),
      'Taxable value (INR)': money(h.txval),
      'IGST (INR)': money(h.iamt),
      'CGST (INR)': money(h.camt),
      'SGST (INR)': money(h.samt),
      'Cess (INR)': money(h.csamt),
    });
  }
  for (const det of gstr1.doc_issue.doc_det) {
    for (const d of det.docs) {
      row({
        Table: 'DOCS',
        Type: det.doc_typ,
        From: d.from,
        To: d.to,
        Total: String(d.totnum),
        Cancelled: String(d.cancel),
        'Net issued': String(d.net_issue),
      });
    }
  }
  return stringify(rows, { header: true, columns: [...GSTR1_CSV_COLUMNS], bom: true });
}

/**
 * The column headers of the offline tool's Excel sheets b2cs, hsn(b2c) and docs: a CA copies a
 * section's rows into the sheet (or the tool's import box), which takes the headers as they are.
 */
const GSTR1_SECTION_COLUMNS = {
  b2cs: ['Type', 'Place Of Supply', 'Rate', 'Applicable % of Tax Rate', 'Taxable Value', 'Cess Amount', 'E-Commerce GSTIN'],
  hsn_b2c: [
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
  ],
  docs: ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'],
} as const satisfies Record<Gstr1CsvSection, readonly string[]>;

/** "29-Karnataka": a place of supply as the offline tool's sheets name it ("97-Other Territory" for a buyer without a state). */
export function placeOfSupplyLabel(code: string): string {
  return `${code}-${placeOfSupplyName(code)}`;
}

/** One section of the month's GSTR-1 as CSV with the offline tool's sheet headers (money with two decimals, a UTF-8 BOM). */
export function gstr1SectionCsv(gstr1: Gstr1, section: Gstr1CsvSection): string {
  const rows: string[][] =
    section === 'b2cs'
      ? gstr1.b2cs.map((r) => [r.typ, placeOfSupplyLabel(r.pos), String(r.rt), '', money(r.txval), money(r.csamt), ''])
      : section === 'hsn_b2c'
        ? gstr1.hsn.hsn_b2c.map((h) => [
            h.hsn_sc,
            h.desc,
            h.uqc,
            String(h.qty),
            money(h.txval + h.iamt + h.camt + h.samt + h.csamt),
            String(h.rt),
            money(h.txval),
            money(h.iamt),
            money(h.camt),
            money(h.samt),
            money(h.csamt),
          ])
        : gstr1.doc_issue.doc_det.flatMap((det) => det.docs.map((d) => [det.doc_typ, d.from, d.to, String(d.totnum), String(d.cancel)]));
  return stringify(rows, { header: true, columns: [...GSTR1_SECTION_COLUMNS[section]], bom: true });
}
