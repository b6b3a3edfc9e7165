import type { InvoicePage, InvoiceStats, InvoiceView } from '@portal/domain/views/invoice';
/** Invoice data as the CA API answers it, for the component tests. */

export function makeInvoice(n: number, overrides: Partial<InvoiceView> = {}): InvoiceView {
  const id = `inv${String(n).padStart(21, '0')}`;
  return {
    id,
    documentType: 'INVOICE',
    invoiceNumber: `INV/25-26/${String(n).padStart(5, '0')}`,
    issuedAt: '2025-11-01T04:30:00.000Z',
    buyerName: `Buyer ${n}`,
    buyerEmail: `buyer${n}@example.com`,
    buyerState: 'Karnataka',
    buyerCountry: 'India',
    amountMinor: 499_900,
    cgstMinor: 38_128,
    sgstMinor: 38_128,
    igstMinor: 0,
    currency: 'INR',
    description: 'Live training fee',
    status: 'ISSUED',
    cancelledAt: null,
    originalInvoiceNumber: null,
    originalIssuedAt: null,
    reason: null,
    creditNoteNumber: null,
    downloadUrl: `/ca/invoices/${id}/file`,
    ...overrides,
  };
}

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
