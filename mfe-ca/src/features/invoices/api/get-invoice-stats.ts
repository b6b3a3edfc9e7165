import type { InvoiceStats } from '@portal/domain/invoice-queries';
import { apiRequest } from '@portal/shared-ui/api/api-client';
import { filterParams, type InvoiceFilter } from '../lib/dashboard-query';

/** GET /ca/invoices/stats: totals and per-month figures of the issued invoices in the filter. */
export function getInvoiceStats(filter: InvoiceFilter, signal?: AbortSignal): Promise<InvoiceStats> {
  return apiRequest<InvoiceStats>('/ca/invoices/stats', { query: filterParams(filter), signal });
}
