import { apiBlob } from '@portal/shared-ui/api/api-client';
import { filterParams, type InvoiceFilter } from '../lib/dashboard-query';

/** GET /ca/invoices/export.csv: every invoice in the filter as CSV. */
export function exportInvoicesCsv(filter: InvoiceFilter): Promise<Blob> {
  return apiBlob('/ca/invoices/export.csv', { query: filterParams(filter) });
}
