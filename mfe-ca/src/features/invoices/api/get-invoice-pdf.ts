import { apiBlob } from '@portal/shared-ui/api/api-client';
import type { InvoiceView } from '@portal/domain/views/invoice';

/** GET {downloadUrl}: the invoice PDF as a blob (an empty one is an error). */
export function getInvoicePdf(invoice: Pick<InvoiceView, 'id' | 'downloadUrl'>): Promise<Blob> {
  return apiBlob(invoice.downloadUrl || `/ca/invoices/${invoice.id}/file`);
}
