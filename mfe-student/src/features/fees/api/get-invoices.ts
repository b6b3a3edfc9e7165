/** GET /student/invoices and the invoice PDF (SPEC §7 student invoices). */
import { apiBlob, apiRequest } from '@portal/shared-ui/api/api-client';

/** SPEC §3 invoice as the student sees it. */
export interface Invoice {
  id: string;
  invoiceNumber: string;
  issuedAt: string;
  buyerName: string | null;
  buyerEmail: string | null;
  buyerState: string | null;
  buyerCountry: string | null;
  amountMinor: number;
  cgstMinor: number;
  sgstMinor: number;
  igstMinor: number;
  currency?: string;
  description: string | null;
  status?: 'ISSUED' | 'CANCELLED';
  downloadUrl?: string | null;
}

export function fetchInvoices(signal?: AbortSignal): Promise<Invoice[]> {
  return apiRequest<Invoice[]>('/student/invoices', { signal });
}

/** The PDF from the invoice's downloadUrl, or by default the file path by id (SPEC §3). */
export function fetchInvoiceFile(invoice: Pick<Invoice, 'id' | 'downloadUrl'>): Promise<Blob> {
  return apiBlob(invoice.downloadUrl || `/student/invoices/${encodeURIComponent(invoice.id)}/file`);
}
