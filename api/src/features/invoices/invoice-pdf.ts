/**
 * An invoice's or credit note's PDF: drawn once (documents/invoice.ts) and kept in the `invoices`
 * bucket; a document whose PDF is missing (a verification that died between its insert and its
 * drawing) is drawn when the file is next asked for.
 */
import { TRAINING_FEE_DESCRIPTION } from '@portal/domain/constants';
import type { InvoiceDocumentType } from '@portal/domain/fees';
import type { FeeEvidence } from '@portal/domain/fee-evidence';
import { placeOfSupply } from '@portal/domain/money';
import { invoiceDocument, type InvoiceDocumentData, type InvoicePayment } from '../../documents/invoice.ts';
import type { InvoiceDoc } from '../../lib/models.ts';
import type { FileStore } from '../../plugins/files.ts';
import type { PdfRenderer } from '../../plugins/pdf.ts';
import { cancelledBeforeCreditNotes } from './cancelled-invoices.ts';
import { storedFileId, type FileVariant, type InvoiceRepository } from './invoice-repository.ts';

/** "INV-25-26-00001.pdf": the number with '/' replaced by '-' (SPEC §7 file name). */
export function invoicePdfName(inv: Pick<InvoiceDoc, 'invoiceNumber'>): string {
  return `${inv.invoiceNumber.replace(/\//g, '-')}.pdf`;
}

export interface InvoicePdfs {
  /** The document's PDF as it is to be read now (the cancelled copy of a cancelled invoice), drawn and stored first when missing. */
  current(inv: InvoiceDoc): Promise<Buffer>;
  /** The PDF of a document just inserted; a failure leaves the document standing (its PDF is drawn when first opened). */
  drawNew(inv: InvoiceDoc): Promise<Buffer | null>;
}

function documentData(inv: InvoiceDoc, variant: FileVariant, signedBy: string): InvoiceDocumentData {
  return {
    documentType: (inv.documentType ?? 'INVOICE') as InvoiceDocumentType,
    invoiceNumber: inv.invoiceNumber,
    issuedAt: new Date(inv.issuedAt),
    status: variant === 'cancelled' ? 'CANCELLED' : 'ISSUED',
    cancelledAt: inv.cancelledAt ? new Date(inv.cancelledAt) : null,
    original:
      inv.originalInvoiceNumber && inv.originalIssuedAt
        ? { invoiceNumber: inv.originalInvoiceNumber, issuedAt: new Date(inv.originalIssuedAt), reason: inv.reason ?? null }
        : null,
    seller: inv.seller as InvoiceDocumentData['seller'],
    buyerName: inv.buyerName ?? null,
    buyerEmail: inv.buyerEmail ?? null,
    buyerState: inv.buyerState ?? null,
    buyerCountry: inv.buyerCountry ?? null,
    placeOfSupply: placeOfSupply(inv.buyerCountry, inv.buyerState),
    description: inv.description ?? TRAINING_FEE_DESCRIPTION,
    sac: inv.sac,
    amountMinor: inv.amountMinor,
    baseMinor: inv.baseMinor,
    cgstMinor: inv.cgstMinor,
    sgstMinor: inv.sgstMinor,
    igstMinor: inv.igstMinor,
    ratePercent: inv.ratePercent,
    currency: inv.currency,
    payment: (inv.payment as InvoicePayment | null | undefined) ?? null,
    paymentEvidence: (inv.paymentEvidence as FeeEvidence | null | undefined) ?? null,
    signedBy,
  };
}

export function invoicePdfs(deps: {
  repository: Pick<InvoiceRepository, 'setFile' | 'fileIdOf'>;
  files: Pick<FileStore, 'read' | 'put' | 'remove'>;
  pdf: Pick<PdfRenderer, 'render' | 'signer'>;
  log?: { warn(obj: unknown, msg: string): void };
}): InvoicePdfs {
  const { repository, files, pdf } = deps;
  /** Renders in flight, so concurrent readers of one document draw it once per process. */
  const drawing = new Map<string, Promise<Buffer>>();

  /**
   * The stored PDF of one variant, drawn and stored first when missing. Of two processes drawing
   * at once, the conditional update keeps one file and the other deletes its own.
   */
  async function fileOf(inv: InvoiceDoc, variant: FileVariant): Promise<Buffer> {
    const storedId = storedFileId(inv, variant);
    if (storedId) {
      const stored = await files.read('invoices', storedId);
      if (stored) return stored.bytes;
    }
    const key = `${String(inv._id)}:${variant}`;
    let pending = drawing.get(key);
    if (!pending) {
      pending = (async () => {
        const bytes = await pdf.render(invoiceDocument(documentData(inv, variant, pdf.signer.name)));
        const file = await files.put('invoices', String(inv.userId), bytes, 'application/pdf', invoicePdfName(inv));
        if (await repository.setFile(inv._id, variant, storedId, file)) return bytes;
        await files.remove('invoices', file.id);
        const winnerId = await repository.fileIdOf(inv._id, variant);
        const stored = winnerId ? await files.read('invoices', winnerId) : null;
        return stored?.bytes ?? bytes;
      })().finally(() => drawing.delete(key));
      drawing.set(key, pending);
    }
    return pending;
  }

  return {
    current: (inv) => fileOf(inv, cancelledBeforeCreditNotes(inv) ? 'cancelled' : 'issued'),
    async drawNew(inv) {
      try {
        return await fileOf(inv, 'issued');
      } catch (err) {
        deps.log?.warn({ err, invoiceNumber: inv.invoiceNumber }, 'document PDF could not be drawn now');
        return null;
      }
    },
  };
}
