/** The chart's months: every month of the range in order, months without invoices as zeros, with their labels. */
import { MONTH_NAMES, monthsBetween } from '@portal/domain/calendar';
import type { InvoiceRange } from '@portal/domain/invoice-queries';
import type { MonthFigures } from '@portal/domain/views/invoice';

export function monthSeries(byMonth: readonly MonthFigures[], range: InvoiceRange): MonthFigures[] {
  const known = new Map(byMonth.map((m) => [m.month, m]));
  const months = monthsBetween(range.from, range.to);
  // Figures outside the range cannot come from the API; keep them rather than hide numbers.
  for (const m of byMonth) if (!months.includes(m.month)) months.push(m.month);
  return months.sort().map((month) => known.get(month) ?? { month, count: 0, amountMinor: 0, taxMinor: 0 });
}

/** "2025-11" -> "Nov 2025" (short) or "November 2025" (long). */
export function monthLabel(month: string, style: 'short' | 'long' = 'long'): string {
  const [year, m] = month.split('-');
  const name = MONTH_NAMES[Number(m) - 1] ?? month;
  return `${style === 'short' ? name.slice(0, 3) : name} ${year}`;
}
