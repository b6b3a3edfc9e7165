/** GET /student/invoices and the invoice PDF (SPEC §7 student invoices). */
import { queryOptions } from '@tanstack/react-query';
import { apiBlob, apiRequest } from '@portal/shared-ui/api/api-client';
import { studentKeys } from '../../../lib/query-keys';
import type { InvoiceView } from '@portal/domain/views/invoice';

/** Fields SPEC §3 does not list (status, the credit-note fields) or lets a server leave out (currency, downloadUrl): the screen tolerates their absence. */
type Optional =
  'status' | 'currency' | 'cancelledAt' | 'documentType' | 'originalInvoiceNumber' | 'originalIssuedAt' | 'reason' | 'creditNoteNumber';
export type Invoice = Omit<InvoiceView, Optional | 'downloadUrl'> & Partial<Pick<InvoiceView, Optional>> & { downloadUrl?: string | null };

export function fetchInvoices(signal?: AbortSignal): Promise<Invoice[]> {
  return apiRequest<Invoice[]>('/student/invoices', { signal });
}

export const invoicesQuery = queryOptions({ queryKey: studentKeys.invoices, queryFn: ({ signal }) => fetchInvoices(signal) });

/** The PDF from the invoice's downloadUrl, or by default the file path by id (SPEC §3). */
export function fetchInvoiceFile(invoice: Pick<Invoice, 'id' | 'downloadUrl'>): Promise<Blob> {
  return apiBlob(invoice.downloadUrl || `/student/invoices/${encodeURIComponent(invoice.id)}/file`);
}
