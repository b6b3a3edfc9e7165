import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@portal/shared-ui/api/api-client';
import { invoiceKeys } from '../../../lib/query-keys';
import { filterParams, type DashboardQuery } from '../lib/dashboard-query';
import type { InvoicePage } from '@portal/domain/views/invoice';

/** GET /ca/invoices/list: one page of the invoices in the filter, newest first. */
export function getInvoicePage(query: DashboardQuery, signal?: AbortSignal): Promise<InvoicePage> {
  return apiRequest<InvoicePage>('/ca/invoices/list', { query: { ...filterParams(query), page: query.page, size: query.size }, signal });
}

/** The rows of the previous page stay on screen while the next one loads. */
export const invoicePageQuery = (query: DashboardQuery) =>
  queryOptions({
    queryKey: invoiceKeys.page(query),
    queryFn: ({ signal }) => getInvoicePage(query, signal),
    placeholderData: keepPreviousData,
  });
