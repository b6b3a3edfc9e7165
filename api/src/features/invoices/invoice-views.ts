/** Invoice and credit-note documents as the student, the admin and the CA see them (domain/views/invoice). */
import { DEFAULT_CURRENCY } from '@portal/domain/constants';
import type { InvoiceDocumentType, InvoiceStatus } from '@portal/domain/fees';
import type { InvoiceView } from '@portal/domain/views/invoice';
import type { InvoiceDoc } from '../../lib/models.ts';

export function toInvoiceView(inv: InvoiceDoc, downloadUrl: string): InvoiceView {
  return {
    id: String(inv._id),
    documentType: (inv.documentType ?? 'INVOICE') as InvoiceDocumentType,
    invoiceNumber: inv.invoiceNumber,
    issuedAt: new Date(inv.issuedAt).toISOString(),
    buyerName: inv.buyerName ?? null,
    buyerEmail: inv.buyerEmail ?? null,
    buyerState: inv.buyerState ?? null,
    buyerCountry: inv.buyerCountry ?? null,
    amountMinor: inv.amountMinor,
    cgstMinor: inv.cgstMinor,
    sgstMinor: inv.sgstMinor,
    igstMinor: inv.igstMinor,
    ratePercent: inv.ratePercent,
    currency: inv.currency || DEFAULT_CURRENCY,
    description: inv.description ?? null,
    status: inv.status as InvoiceStatus,
    cancelledAt: inv.cancelledAt ? new Date(inv.cancelledAt).toISOString() : null,
    originalInvoiceNumber: inv.originalInvoiceNumber ?? null,
    originalIssuedAt: inv.originalIssuedAt ? new Date(inv.originalIssuedAt).toISOString() : null,
    reason: inv.reason ?? null,
    creditNoteNumber: inv.creditNoteNumber ?? null,
    downloadUrl,
  };
}
