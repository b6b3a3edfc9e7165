/** The chart's months: every month of the range in order, months without invoices as zeros, with their labels. */
import { monthsBetween } from '@portal/domain/calendar';
import type { InvoiceRange } from '@portal/domain/invoice-queries';
import type { MonthFigures } from '@portal/domain/views/invoice';

export function monthSeries(byMonth: readonly MonthFigures[], range: InvoiceRange): MonthFigures[] {
  const known = new Map(byMonth.map((m) => [m.month, m]));
  const months = monthsBetween(range.from, range.to);
  // Figures outside the range cannot come from the API; keep them rather than hide numbers.
  for (const m of byMonth) if (!months.includes(m.month)) months.push(m.month);
  return months.sort().map((month) => known.get(month) ?? { month, count: 0, amountMinor: 0, taxMinor: 0 });
}
