/**
 * GSTR-3B of a month: Table 3.1, 3.1(a) the taxable supplies other than zero-rated and 3.1(b) the
 * exports, and Table 3.2, the inter-state supplies to unregistered persons per place of supply, net
 * of the month's credit notes, as the API derives them from the same documents as GSTR-1 (so they
 * agree with its tables). Each cell carries its column's name, which a narrow panel shows beside
 * the figure when the rows stack (styles/invoices.css).
 */
import { useQuery } from '@tanstack/react-query';
import { formatRupees, placeOfSupplyName } from '@portal/domain/money';
import type { Gstr3bInterState, Gstr3bSupplies } from '@portal/domain/views/gstr3b';
import { gstr3bQuery } from '../api/get-gstr3b';
import { monthLabel } from '../lib/month-series';

export const GSTR3B_FAILED = 'The GSTR-3B figures could not be loaded.';

const COLUMNS: { key: keyof Gstr3bSupplies; label: string }[] = [
  { key: 'txval', label: 'Taxable value' },
  { key: 'iamt', label: 'IGST' },
  { key: 'camt', label: 'CGST' },
  { key: 'samt', label: 'SGST' },
  { key: 'csamt', label: 'Cess' },
];
const INTER_STATE_COLUMNS: { key: keyof Omit<Gstr3bInterState, 'pos'>; label: string }[] = [
  { key: 'txval', label: 'Taxable value' },
  { key: 'iamt', label: 'IGST' },
];

const rupees = (value: number) => formatRupees(Math.round(value * 100));
/** "27 Maharashtra" ("97 Other Territory" for a buyer in India without a state). */
const placeOfSupply = (code: string) => `${code} ${placeOfSupplyName(code)}`;

export function Gstr3bFigures({ month }: { month: string }) {
  const figures = useQuery(gstr3bQuery(month));
  const label = monthLabel(month);
  if (figures.isError) return <p>{GSTR3B_FAILED}</p>;
  const rows: { label: string; supplies: Gstr3bSupplies | undefined }[] = [
    { label: '3.1(a) Outward taxable supplies (other than zero-rated)', supplies: figures.data?.table31a },
    { label: '3.1(b) Zero-rated supplies (exports)', supplies: figures.data?.table31b },
  ];
  const interState = figures.data?.table32;
  return (
    <>
      <table className="ca-gstr-table" aria-label={`GSTR-3B Table 3.1, ${label}`} aria-busy={figures.isPending}>
        <caption>Table 3.1, outward supplies (net of credit notes)</caption>
        <thead>
          <tr>
            <th scope="col">Nature of supplies</th>
            {COLUMNS.map((c) => (
              <th key={c.key} scope="col">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {COLUMNS.map((c) => (
                <td key={c.key} data-label={c.label}>
                  {row.supplies ? rupees(row.supplies[c.key]) : '…'}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <table className="ca-gstr-table" aria-label={`GSTR-3B Table 3.2, ${label}`} aria-busy={figures.isPending}>
        <caption>Table 3.2, inter-state supplies to unregistered persons (of 3.1(a))</caption>
        <thead>
          <tr>
            <th scope="col">Place of supply</th>
            {INTER_STATE_COLUMNS.map((c) => (
              <th key={c.key} scope="col">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {interState?.length === 0 && (
            <tr>
              <td colSpan={1 + INTER_STATE_COLUMNS.length} className="ca-gstr-none">
                No inter-state supplies in {label}.
              </td>
            </tr>
          )}
          {(interState ?? []).map((row) => (
            <tr key={row.pos}>
              <th scope="row">{placeOfSupply(row.pos)}</th>
              {INTER_STATE_COLUMNS.map((c) => (
                <td key={c.key} data-label={c.label}>
                  {rupees(row[c.key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
