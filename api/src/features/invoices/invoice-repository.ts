/**
 * The invoices collection: GST tax invoices and their credit notes, read and written for the invoice
 * service (which owns their fields, numbers and PDFs).
 */
import { isValidObjectId, Types } from 'mongoose';
import type { InvoiceDocumentType } from '@portal/domain/fees';
import type { InvoiceDoc, Models } from '../../lib/models.ts';
import { ENDED_VERIFICATION } from './cancelled-invoices.ts';
import type { DocumentFields } from './invoice-fields.ts';

/** An invoice that counts: issued, not cancelled and not reversed by a credit note (at most one per student). */
export const OPEN_INVOICE = { documentType: 'INVOICE', status: 'ISSUED', creditedAt: null } as const;

/** Where a document's stored PDF is kept: the copy as issued, or the one marked CANCELLED (cancelled-invoices.ts). */
export type FileVariant = 'issued' | 'cancelled';
const FILE_FIELDS = {
  issued: { id: 'fileId', sha: 'fileSha256' },
  cancelled: { id: 'cancelledFileId', sha: 'cancelledFileSha256' },
} as const;

/** A document as inserted: its fields, series, number and idempotency key. */
export type NumberedDocument = DocumentFields & {
  documentType: InvoiceDocumentType;
  seq: number;
  invoiceNumber: string;
  idempotencyKey: string;
};

export interface InvoiceRepository {
  /** The student's newest open invoice, or null. */
  newestOpen(userId: Types.ObjectId | string): Promise<InvoiceDoc | null>;
  /** The student's open invoices, in number order. */
  openOf(userId: Types.ObjectId | string): Promise<InvoiceDoc[]>;
  /** The open invoice with this id, or null. */
  openById(invoiceId: Types.ObjectId): Promise<InvoiceDoc | null>;
  /** How many of the student's fee verifications have ended (cancelled-invoices.ts ENDED_VERIFICATION). */
  endedVerifications(userId: Types.ObjectId): Promise<number>;
  /** The credit notes issued against these invoices, in number order. */
  creditNotesOf(invoiceIds: readonly Types.ObjectId[]): Promise<InvoiceDoc[]>;
  byIdempotencyKey(key: string): Promise<InvoiceDoc | null>;
  /** The highest seq of the series in the financial year (0 before the first). */
  highestSeq(documentType: InvoiceDocumentType, financialYear: string): Promise<number>;
  /** Inserts the document; a taken number or idempotency key fails with a duplicate-key error. */
  insert(doc: NumberedDocument): Promise<InvoiceDoc>;
  /** Marks the invoice reversed by `note` (once: a later call changes nothing). */
  markCredited(invoiceId: Types.ObjectId, note: InvoiceDoc): Promise<void>;
  /** The student's invoices and credit notes, newest first. */
  listForOwner(ownerId: Types.ObjectId | string): Promise<InvoiceDoc[]>;
  /** The document with this id (of this owner, when given); null for no such document or a malformed id. */
  find(invoiceId: string, ownerId?: string): Promise<InvoiceDoc | null>;
  /** The stored file id of the document's PDF variant, as the database holds it now. */
  fileIdOf(invoiceId: Types.ObjectId, variant: FileVariant): Promise<string | null>;
  /** Records the variant's stored file, only if it is still `expected`; false when another was recorded first. */
  setFile(invoiceId: Types.ObjectId, variant: FileVariant, expected: string | null, file: { id: string; sha256: string }): Promise<boolean>;
}

/** The file id the document holds for the variant. */
export function storedFileId(invoice: InvoiceDoc, variant: FileVariant): string | null {
  return invoice[FILE_FIELDS[variant].id] ?? null;
}

export function createInvoiceRepository({ Invoice }: Pick<Models, 'Invoice'>): InvoiceRepository {
  const idOf = (id: Types.ObjectId | string) => new Types.ObjectId(String(id));
  return {
    newestOpen(userId) {
      return Invoice.findOne({ userId: idOf(userId), ...OPEN_INVOICE })
        .sort({ issuedAt: -1 })
        .lean<InvoiceDoc>();
    },
    openOf(userId) {
      return Invoice.find({ userId: idOf(userId), ...OPEN_INVOICE })
        .sort({ seq: 1 })
        .lean<InvoiceDoc[]>();
    },
    openById(invoiceId) {
      return Invoice.findOne({ _id: invoiceId, ...OPEN_INVOICE }).lean<InvoiceDoc>();
    },
    endedVerifications(userId) {
      return Invoice.countDocuments({ userId, ...ENDED_VERIFICATION });
    },
    async creditNotesOf(invoiceIds) {
      if (invoiceIds.length === 0) return [];
      return Invoice.find({ documentType: 'CREDIT_NOTE', originalInvoiceId: { $in: invoiceIds } })
        .sort({ seq: 1 })
        .lean<InvoiceDoc[]>();
    },
    byIdempotencyKey(key) {
      return Invoice.findOne({ idempotencyKey: key }).lean<InvoiceDoc>();
    },
    async highestSeq(documentType, financialYear) {
      const last = await Invoice.findOne({ documentType, financialYear }, { seq: 1 }).sort({ seq: -1 }).lean<{ seq: number }>();
      return last?.seq ?? 0;
    },
    async insert(doc) {
      return (await Invoice.create(doc)).toObject() as InvoiceDoc;
    },
    async markCredited(invoiceId, note) {
      await Invoice.updateOne(
        { _id: invoiceId, creditNoteId: null },
        { $set: { creditNoteId: note._id, creditNoteNumber: note.invoiceNumber, creditedAt: note.issuedAt } },
      );
    },
    listForOwner(ownerId) {
      return Invoice.find({ userId: idOf(ownerId) })
        .sort({ issuedAt: -1, _id: -1 })
        .lean<InvoiceDoc[]>();
    },
    find(invoiceId, ownerId) {
      if (!isValidObjectId(invoiceId) || (ownerId !== undefined && !isValidObjectId(ownerId))) return Promise.resolve(null);
      const filter: Record<string, unknown> = { _id: new Types.ObjectId(invoiceId) };
      if (ownerId !== undefined) filter.userId = new Types.ObjectId(ownerId);
      return Invoice.findOne(filter).lean<InvoiceDoc>();
    },
    async fileIdOf(invoiceId, variant) {
      const doc = await Invoice.findById(invoiceId).lean<InvoiceDoc>();
      return doc ? storedFileId(doc, variant) : null;
    },
    async setFile(invoiceId, variant, expected, file) {
      const field = FILE_FIELDS[variant];
      const res = await Invoice.updateOne(
        { _id: invoiceId, [field.id]: expected },
        { $set: { [field.id]: file.id, [field.sha]: file.sha256 } },
      );
      return res.modifiedCount === 1;
    },
  };
}
