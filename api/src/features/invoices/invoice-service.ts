/**
 * fastify.invoices: the one code path that issues, credits, lists and draws GST tax invoices and
 * their credit notes (ARCHITECTURE "Money and invoices").
 *
 * Issuing takes the next number of the series (invoice-numbering.ts) under the idempotency key of
 * the student's current verification, so racing verifications end with one invoice and no gap. The
 * PDF is drawn once after the insert and kept (invoice-pdf.ts).
 *
 * Reversing an issued invoice (Unverify, or a refund of all that is left) issues a credit note for
 * what is left of it (CGST Act s.34, Rule 53) and marks the invoice credited; a partial refund
 * issues a credit note for its amount, GST reversed in proportion (domain/refunds.ts), in the same
 * series. The invoice itself stays ISSUED and unchanged (older ones: cancelled-invoices.ts).
 * Opening a PDF is recorded in the audit trail.
 */
import type { Types } from 'mongoose';
import { refundableOf, refundSplit, type Refundable } from '@portal/domain/refunds';
import type { FeeEvidence } from '@portal/domain/fee-evidence';
import type { InvoiceView } from '@portal/domain/views/invoice';
import type { SellerConfig } from '../../config.ts';
import type { InvoiceDoc, UserDoc } from '../../lib/models.ts';
import type { AuditActor } from '../../types.ts';
import type { AuditService } from '../audit/audit-service.ts';
import { FEE_UNVERIFIED_REASON, creditNoteFields, invoiceFields, reversalFields } from './invoice-fields.ts';
import { creditNoteKey, verificationKey, type NumberedInsert } from './invoice-numbering.ts';
import { invoicePdfName, type InvoicePdfs } from './invoice-pdf.ts';
import type { InvoiceRepository } from './invoice-repository.ts';
import { toInvoiceView } from './invoice-views.ts';

export interface IssueResult {
  invoice: InvoiceDoc;
  /** True for the one call that inserted the invoice (it also drew the PDF). */
  created: boolean;
  /** The PDF, for the call that created the invoice (to attach to the student's mail). */
  pdf: Buffer | null;
}

export interface InvoicePdf {
  invoice: InvoiceDoc;
  bytes: Buffer;
  fileName: string;
}

export interface InvoiceService {
  /**
   * Issues the fee invoice of the student's current verification, or returns it when it exists
   * (idempotent, race-safe); `evidence` is how a fee paid otherwise was paid, printed on it.
   */
  issueForVerification(student: UserDoc, options: { now?: Date; amountMinor: number; evidence?: FeeEvidence | null }): Promise<IssueResult>;
  /**
   * Reverses the student's open invoice with a credit note for its full value (idempotent: one
   * credit note per invoice) and answers the student's credit notes issued for it.
   */
  creditOpen(studentId: Types.ObjectId | string, options?: { now?: Date; reason?: string }): Promise<InvoiceDoc[]>;
  /** The student's open invoice, its credit notes and what is left of it to refund; null when none. */
  refundableOf(studentId: Types.ObjectId | string): Promise<Refundable<InvoiceDoc> | null>;
  /**
   * A credit note for part of the open invoice `invoiceId` (less than what is left of it), GST in
   * proportion; idempotent per `key` (the refund's event). Throws a RangeError for more than is left.
   */
  creditPart(invoiceId: Types.ObjectId, options: { amountMinor: number; now: Date; reason: string; key: string }): Promise<InvoiceDoc>;
  /** The student's invoices and credit notes, newest first. */
  listForOwner(ownerId: Types.ObjectId | string): Promise<InvoiceDoc[]>;
  /** The invoice's PDF (the cancelled copy once cancelled); null when there is no such invoice (of this owner, when given). */
  pdfOf(invoiceId: string, ownerId?: string): Promise<InvoicePdf | null>;
  /** The invoice as a list shows it, with the address its PDF is downloaded from. */
  viewOf(inv: InvoiceDoc, downloadUrl: string): InvoiceView;
  /** The student's invoices and credit notes, newest first, each with its download address. */
  viewsOfOwner(ownerId: Types.ObjectId | string, downloadUrl: (invoiceId: string) => string): Promise<InvoiceView[]>;
  /** The invoice's PDF for a reader (recorded: who opened which invoice); null when there is no such invoice (of this owner, when given). */
  openPdf(actor: AuditActor, invoiceId: string, ownerId?: string): Promise<InvoicePdf | null>;
}

export function createInvoiceService(deps: {
  repository: InvoiceRepository;
  insertNumbered: NumberedInsert;
  pdfs: InvoicePdfs;
  seller: SellerConfig;
  audit: Pick<AuditService, 'record'>;
}): InvoiceService {
  const { repository, insertNumbered, pdfs, seller, audit } = deps;

  /** The credit notes issued against `invoice`, in number order. */
  const creditNotesOf = (invoice: InvoiceDoc) => repository.creditNotesOf([invoice._id]);

  async function pdfOf(invoiceId: string, ownerId?: string): Promise<InvoicePdf | null> {
    const invoice = await repository.find(invoiceId, ownerId);
    if (!invoice) return null;
    return { invoice, bytes: await pdfs.current(invoice), fileName: invoicePdfName(invoice) };
  }

  return {
    async issueForVerification(student, { now = new Date(), amountMinor, evidence = null }) {
      const current = await repository.newestOpen(student._id);
      if (current) return { invoice: current, created: false, pdf: null };
      // Every earlier verification of this student has ended, so the key repeats for every racer of
      // one verification and changes only after an Unverify. (Counting all invoices would let a racer
      // that reads after the winner's insert pick a new key.)
      const round = (await repository.endedVerifications(student._id)) + 1;
      const fields = invoiceFields(student, seller, now, amountMinor, evidence);
      const inserted = await insertNumbered('INVOICE', fields, verificationKey(student._id, round));
      if (!inserted.created) return { invoice: inserted.invoice, created: false, pdf: null };
      return { invoice: inserted.invoice, created: true, pdf: await pdfs.drawNew(inserted.invoice) };
    },

    async creditOpen(studentId, { now = new Date(), reason = FEE_UNVERIFIED_REASON } = {}) {
      const notes: InvoiceDoc[] = [];
      for (const invoice of await repository.openOf(studentId)) {
        const existing = await repository.byIdempotencyKey(creditNoteKey(invoice._id));
        const fields = existing ? null : reversalFields(invoice, await creditNotesOf(invoice), now, reason);
        if (!existing && !fields) continue;
        const { invoice: note, created } = fields
          ? await insertNumbered('CREDIT_NOTE', fields, creditNoteKey(invoice._id))
          : { invoice: existing!, created: false };
        // The mark tells later verifications that this invoice no longer counts (the credit note decides; the mark follows it).
        await repository.markCredited(invoice._id, note);
        if (created) await pdfs.drawNew(note);
        notes.push(note);
      }
      return notes;
    },

    async creditPart(invoiceId, { amountMinor, now, reason, key }) {
      const issued = await repository.byIdempotencyKey(key);
      if (issued) return issued;
      const invoice = await repository.openById(invoiceId);
      const refundable = invoice ? refundableOf([invoice, ...(await creditNotesOf(invoice))]) : null;
      if (!invoice || !refundable) throw new RangeError(`invoice ${String(invoiceId)} has nothing left to refund`);
      if (amountMinor >= refundable.leftMinor) throw new RangeError('a refund of all that is left reverses the invoice (creditOpen)');
      const fields = creditNoteFields(invoice, refundSplit(refundable, amountMinor), now, reason);
      const { invoice: note, created } = await insertNumbered('CREDIT_NOTE', fields, key);
      if (created) await pdfs.drawNew(note);
      return note;
    },

    async refundableOf(studentId) {
      const open = await repository.openOf(studentId);
      return refundableOf([...open, ...(await repository.creditNotesOf(open.map((i) => i._id)))]);
    },

    listForOwner: (ownerId) => repository.listForOwner(ownerId),
    pdfOf,
    viewOf: toInvoiceView,

    async viewsOfOwner(ownerId, downloadUrl) {
      return (await repository.listForOwner(ownerId)).map((inv) => toInvoiceView(inv, downloadUrl(String(inv._id))));
    },

    async openPdf(actor, invoiceId, ownerId) {
      const file = await pdfOf(invoiceId, ownerId);
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
