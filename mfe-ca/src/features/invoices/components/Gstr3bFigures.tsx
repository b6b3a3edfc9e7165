/**
 * GSTR-3B Table 3.1 of the month chosen for the GSTR-1 export, beside it: 3.1(a) the taxable supplies
 * other than zero-rated and 3.1(b) the exports, net of the month's credit notes, as the API derives
 * them from the same documents as GSTR-1 (so they agree with its tables).
 */
import { useQuery } from '@tanstack/react-query';
import { formatRupees } from '@portal/domain/money';
import type { Gstr3bSupplies } from '@portal/domain/views/gstr3b';
import { gstr3bQuery } from '../api/get-gstr3b';

export const GSTR3B_FAILED = 'The GSTR-3B figures could not be loaded.';

const COLUMNS: { key: keyof Gstr3bSupplies; label: string }[] = [
  { key: 'txval', label: 'Taxable value' },
  { key: 'iamt', label: 'IGST' },
  { key: 'camt', label: 'CGST' },
  { key: 'samt', label: 'SGST' },
  { key: 'csamt', label: 'Cess' },
];

const rupees = (value: number) => formatRupees(Math.round(value * 100));

export function Gstr3bFigures({ month, monthLabel }: { month: string; monthLabel: string }) {
  const figures = useQuery(gstr3bQuery(month));
  if (figures.isError) return <p>{GSTR3B_FAILED}</p>;
  const rows: { label: string; supplies: Gstr3bSupplies | undefined }[] = [
    { label: '3.1(a) Outward taxable supplies (other than zero-rated)', supplies: figures.data?.table31a },
    { label: '3.1(b) Zero-rated supplies (exports)', supplies: figures.data?.table31b },
  ];
  return (
    <table aria-label={`GSTR-3B Table 3.1, ${monthLabel}`} aria-busy={figures.isPending} style={{ borderCollapse: 'collapse' }}>
      <caption style={{ textAlign: 'left', fontWeight: 600 }}>GSTR-3B Table 3.1, {monthLabel} (net of credit notes)</caption>
      <thead>
        <tr>
          <th scope="col" style={{ textAlign: 'left', paddingRight: 12 }}>
            Nature of supplies
          </th>
          {COLUMNS.map((c) => (
            <th key={c.key} scope="col" style={{ textAlign: 'right', paddingRight: 12 }}>
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row" style={{ textAlign: 'left', fontWeight: 'normal', paddingRight: 12 }}>
              {row.label}
            </th>
            {COLUMNS.map((c) => (
              <td key={c.key} style={{ textAlign: 'right', paddingRight: 12 }}>
                {row.supplies ? rupees(row.supplies[c.key]) : '…'}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
