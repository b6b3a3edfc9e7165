/** Invoice pages and figures as the CA API answers them, for the component tests (one invoice: tools/test-support/view-fixtures). */
import type { InvoicePage, InvoiceStats, InvoiceView } from '@portal/domain/views/invoice';

export function makePage(items: InvoiceView[], overrides: Partial<InvoicePage> = {}): InvoicePage {
  return { items, page: 0, size: 50, totalItems: items.length, totalPages: items.length ? 1 : 0, ...overrides };
}

export function makeStats(overrides: Partial<InvoiceStats> = {}): InvoiceStats {
  return {
    totalCount: 3,
    totalAmountMinor: 1_234_567_800,
    totalBaseMinor: 1_046_243_898,
    totalCgstMinor: 47_080_951,
    totalSgstMinor: 47_080_951,
    totalIgstMinor: 94_162_000,
    intraStateCount: 2,
    interStateCount: 1,
    creditNoteCount: 0,
    creditNoteAmountMinor: 0,
    cancelledCount: 1,
    byMonth: [
      { month: '2025-10', count: 1, amountMinor: 499_900, taxMinor: 76_256 },
      { month: '2025-11', count: 2, amountMinor: 1_234_067_900, taxMinor: 188_247_646 },
    ],
    ...overrides,
  };
}
