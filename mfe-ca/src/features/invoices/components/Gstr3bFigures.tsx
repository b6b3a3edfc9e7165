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
import { monthLabel } from '@portal/domain/calendar';

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

interface FiguresTableProps<K extends string> {
  label: string;
  caption: string;
  busy: boolean;
  /** The header of the rows' first column. */
  rowHeader: string;
  columns: { key: K; label: string }[];
  /** Each row's name and figures (undefined while loading). */
  rows: { label: string; figures: Record<K, number> | undefined }[];
  /** What a loaded table without rows says. */
  empty?: string;
}

/** One of the return's tables, its rows named in the first column; each cell carries its column's name for the stacked layout. */
function FiguresTable<K extends string>({ label, caption, busy, rowHeader, columns, rows, empty }: FiguresTableProps<K>) {
  return (
    <table className="ca-gstr-table" aria-label={label} aria-busy={busy}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{rowHeader}</th>
          {columns.map((c) => (
            <th key={c.key} scope="col">
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {!busy && rows.length === 0 && empty && (
          <tr>
            <td colSpan={1 + columns.length} className="ca-gstr-none">
              {empty}
            </td>
          </tr>
        )}
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            {columns.map((c) => (
              <td key={c.key} data-label={c.label}>
                {row.figures ? rupees(row.figures[c.key]) : '…'}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function Gstr3bFigures({ month }: { month: string }) {
  const figures = useQuery(gstr3bQuery(month));
  const label = monthLabel(month);
  if (figures.isError) return <p>{GSTR3B_FAILED}</p>;
  const busy = figures.isPending;
  return (
    <>
      <FiguresTable
        label={`GSTR-3B Table 3.1, ${label}`}
        caption="Table 3.1, outward supplies (net of credit notes)"
        busy={busy}
        rowHeader="Nature of supplies"
        columns={COLUMNS}
        rows={[
          { label: '3.1(a) Outward taxable supplies (other than zero-rated)', figures: figures.data?.table31a },
          { label: '3.1(b) Zero-rated supplies (exports)', figures: figures.data?.table31b },
        ]}
      />
      <FiguresTable
        label={`GSTR-3B Table 3.2, ${label}`}
        caption="Table 3.2, inter-state supplies to unregistered persons (of 3.1(a))"
        busy={busy}
        rowHeader="Place of supply"
        columns={INTER_STATE_COLUMNS}
        rows={(figures.data?.table32 ?? []).map((row) => ({ label: placeOfSupply(row.pos), figures: row }))}
        empty={`No inter-state supplies in ${label}.`}
      />
    </>
  );
}
