/** GET /student/invoices and the invoice PDF (SPEC §7 student invoices). */
import { queryOptions } from '@tanstack/react-query';
import { apiBlob, apiRequest } from '@portal/shared-ui/api/api-client';
import { studentKeys } from '../../../lib/query-keys';
import type { InvoiceView } from '@portal/domain/views/invoice';

/** SPEC §3 lets a server leave out status, currency and downloadUrl: the screen tolerates that. */
export type Invoice = Omit<InvoiceView, 'status' | 'currency' | 'downloadUrl' | 'cancelledAt'> &
  Partial<Pick<InvoiceView, 'status' | 'currency' | 'cancelledAt'>> & { downloadUrl?: string | null };

export function fetchInvoices(signal?: AbortSignal): Promise<Invoice[]> {
  return apiRequest<Invoice[]>('/student/invoices', { signal });
}

export const invoicesQuery = queryOptions({ queryKey: studentKeys.invoices, queryFn: ({ signal }) => fetchInvoices(signal) });

/** The PDF from the invoice's downloadUrl, or by default the file path by id (SPEC §3). */
export function fetchInvoiceFile(invoice: Pick<Invoice, 'id' | 'downloadUrl'>): Promise<Blob> {
  return apiBlob(invoice.downloadUrl || `/student/invoices/${encodeURIComponent(invoice.id)}/file`);
}
