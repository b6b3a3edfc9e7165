import type { InvoicePage } from '@portal/domain/invoice-queries';
import { apiRequest } from '@portal/shared-ui/api/api-client';
import { filterParams, type DashboardQuery } from '../lib/dashboard-query';

/** GET /ca/invoices/list: one page of the invoices in the filter, newest first. */
export function getInvoicePage(query: DashboardQuery, signal?: AbortSignal): Promise<InvoicePage> {
  return apiRequest<InvoicePage>('/ca/invoices/list', { query: { ...filterParams(query), page: query.page, size: query.size }, signal });
}
