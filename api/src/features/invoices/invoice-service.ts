/**
 * The GST invoices and credit notes of the fee (ARCHITECTURE "Money and invoices"): issued and
 * drawn by the repository's gapless numbering; opening one is recorded in the audit trail here.
 */
import type { Types } from 'mongoose';
import type { InvoiceView } from '@portal/domain/views/invoice';
import type { InvoiceDoc } from '../../lib/models.ts';
import type { AuditActor } from '../../types.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { InvoicePdf, InvoiceRepository } from './invoice-repository.ts';
import { toInvoiceView } from './invoice-views.ts';

export type { InvoicePdf };

export interface InvoiceService extends InvoiceRepository {
  /** The invoice as a list shows it, with the address its PDF is downloaded from. */
  viewOf(inv: InvoiceDoc, downloadUrl: string): InvoiceView;
  /** The student's invoices and credit notes, newest first, each with its download address. */
  viewsOfOwner(ownerId: Types.ObjectId | string, downloadUrl: (invoiceId: string) => string): Promise<InvoiceView[]>;
  /** The invoice's PDF for a reader (recorded: who opened which invoice); null when there is no such invoice (of this owner, when given). */
  openPdf(actor: AuditActor, invoiceId: string, ownerId?: string): Promise<InvoicePdf | null>;
}

export function createInvoiceService(repository: InvoiceRepository, audit: Pick<AuditService, 'record'>): InvoiceService {
  return {
    ...repository,
    viewOf: toInvoiceView,
    async viewsOfOwner(ownerId, downloadUrl) {
      return (await repository.listForOwner(ownerId)).map((inv) => toInvoiceView(inv, downloadUrl(String(inv._id))));
    },
    async openPdf(actor, invoiceId, ownerId) {
      const file = await repository.pdfOf(invoiceId, ownerId);
      if (!file) return null;
      const { invoice } = file;
      await audit.record(actor, {
        action: 'invoice.file',
        targetType: 'invoice',
        targetId: String(invoice._id),
        after: { invoiceNumber: invoice.invoiceNumber },
      });
      return file;
    },
  };
}
