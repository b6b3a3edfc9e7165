/**
 * The month's GSTR-3B figures (built by gstr1.ts) as CSV: Table 3.1(a) and 3.1(b), then a row of
 * Table 3.2 per place of supply, with the columns of the return's form.
 */
import { stringify } from 'csv-stringify/sync';
import type { Gstr3b } from '@portal/domain/views/gstr3b';
import { money, placeOfSupplyLabel } from './gstr1-csv.ts';

const GSTR3B_CSV_COLUMNS = [
  'Table',
  'Nature of supplies',
  'Place of supply',
  'Taxable value (INR)',
  'IGST (INR)',
  'CGST (INR)',
  'SGST (INR)',
  'Cess (INR)',
] as const;

/** Table 3.1(a), 3.1(b) and each 3.2 row, money with two decimals, a UTF-8 BOM. */
export function gstr3bCsv(gstr3b: Gstr3b): string {
  const supplies = (table: string, nature: string, s: Gstr3b['table31a']) => [
    table,
    nature,
    '',
    money(s.txval),
    money(s.iamt),
    money(s.camt),
    money(s.samt),
    money(s.csamt),
  ];
  const rows = [
    supplies('3.1(a)', 'Outward taxable supplies (other than zero rated, nil rated and exempted)', gstr3b.table31a),
    supplies('3.1(b)', 'Outward taxable supplies (zero rated)', gstr3b.table31b),
    ...gstr3b.table32.map((r) => [
      '3.2',
      'Inter-state supplies made to unregistered persons',
      placeOfSupplyLabel(r.pos),
      money(r.txval),
      money(r.iamt),
      '',
      '',
      '',
    ]),
  ];
  return stringify(rows, { header: true, columns: [...GSTR3B_CSV_COLUMNS], bom: true });
}
