/** The chart's figures as a table; visually hidden, for screen readers (the chart itself is an image to them). */
import { formatRupees } from '@portal/domain/money';
import { monthLabel } from '@portal/domain/calendar';
import type { MonthFigures } from '@portal/domain/views/invoice';

export function MonthlyInvoiceTable({ months }: { months: readonly MonthFigures[] }) {
  return (
    <table className="ca-visually-hidden">
      <caption>Invoices by month</caption>
      <thead>
        <tr>
          <th scope="col">Month</th>
          <th scope="col">Invoices</th>
          <th scope="col">Amount</th>
          <th scope="col">Tax</th>
        </tr>
      </thead>
      <tbody>
        {months.map((m) => (
          <tr key={m.month}>
            <th scope="row">{monthLabel(m.month)}</th>
            <td>{m.count}</td>
            <td>{formatRupees(m.amountMinor)}</td>
            <td>{formatRupees(m.taxMinor)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
