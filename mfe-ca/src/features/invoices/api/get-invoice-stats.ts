import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@portal/shared-ui/api/api-client';
import { invoiceKeys } from '../../../lib/query-keys';
import { filterParams, type InvoiceFilter } from '../lib/dashboard-query';
import type { InvoiceStats } from '@portal/domain/views/invoice';

/** GET /ca/invoices/stats: totals and per-month figures of the issued invoices in the filter. */
export function getInvoiceStats(filter: InvoiceFilter, signal?: AbortSignal): Promise<InvoiceStats> {
  return apiRequest<InvoiceStats>('/ca/invoices/stats', { query: filterParams(filter), signal });
}

export const invoiceStatsQuery = (filter: InvoiceFilter) =>
  queryOptions({ queryKey: invoiceKeys.stats(filter), queryFn: ({ signal }) => getInvoiceStats(filter, signal) });
