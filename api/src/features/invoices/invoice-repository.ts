/**
 * fastify.invoices: the one code path that issues, credits, lists and draws GST tax invoices and
 * their credit notes.
 *
 * Gapless numbers (ARCHITECTURE "Data"): the insert hands out the number. Read the highest seq
 * of the financial year, insert seq + 1; the unique {financialYear, seq} index lets one racer
 * through, and the unique idempotency key (this verification of this student) tells a loser
 * whether its invoice was issued meanwhile. A number is never taken before an insert succeeds,
 * so a failed attempt leaves no gap. Credit notes take their numbers the same way in their own
 * series. The PDF is drawn once after the insert and kept in GridFS; a verification that died in
 * between is mended when the file is next asked for.
 *
 * Reversing an issued invoice (Unverify, or a refund of all that is left) issues a credit note for
 * what is left of it (CGST Act s.34, Rule 53) and marks the invoice credited; a partial refund
 * issues a credit note for its amount, GST reversed in proportion (domain/refunds.ts), in the same
 * series. The invoice itself stays ISSUED and unchanged.
 * Invoices CANCELLED before credit notes existed keep that status and their cancelled copy.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { isValidObjectId, Types } from 'mongoose';
import { TRAINING_FEE_DESCRIPTION, TRAINING_FEE_SAC, DEFAULT_CURRENCY } from '@portal/domain/constants';
import type { InvoiceDocumentType } from '@portal/domain/fees';
import { placeOfSupply } from '@portal/domain/money';
import { priceBreakdown, taxRateOn, type PriceBreakdown } from '@portal/domain/pricing';
import { refundableOf, refundSplit, type Refundable } from '@portal/domain/refunds';
import type { SellerConfig } from '../../config.ts';
import { invoiceDocument, type InvoiceDocumentData, type InvoicePayment } from '../../documents/invoice.ts';
import { financialYear, istMonth } from '@portal/domain/calendar';
import { isDuplicateKeyError, type InvoiceDoc, type Models, type UserDoc } from '../../lib/models.ts';
import type { FileStore } from '../../plugins/files.ts';
import type { PdfRenderer } from '../../plugins/pdf.ts';
import { keyedQueue } from '../../lib/keyed-queue.ts';

/** Each series' number prefix: tax invoices and credit notes are numbered apart (Rule 46(b), Rule 53(1A)(b)). */
export const DOCUMENT_PREFIX: Readonly<Record<InvoiceDocumentType, string>> = { INVOICE: 'INV', CREDIT_NOTE: 'CN' };
const MAX_ISSUE_ATTEMPTS = 400;

/** "INV/25-26/00001", "CN/25-26/00001" (at most 16 characters up to seq 99999 of a year). */
export function formatDocumentNumber(type: InvoiceDocumentType, fy: string, seq: number): string {
  return `${DOCUMENT_PREFIX[type]}/${fy}/${String(seq).padStart(5, '0')}`;
}

/** An invoice that counts: issued, not cancelled and not reversed by a credit note (at most one per student). */
export const OPEN_INVOICE = { documentType: 'INVOICE', status: 'ISSUED', creditedAt: null } as const;

/** Why a credit note is issued when an admin removes the fee mark (printed on it and shown in the lists). */
export const FEE_UNVERIFIED_REASON = 'Fee verification withdrawn by the programme (fee mark removed)';

/** "INV-25-26-00001.pdf": the number with '/' replaced by '-' (SPEC §7 file name). */
export function invoicePdfName(inv: Pick<InvoiceDoc, 'invoiceNumber'>): string {
  return `${inv.invoiceNumber.replace(/\//g, '-')}.pdf`;
}

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

export interface InvoiceRepository {
  /** Issues the fee invoice of the student's current verification, or returns it when it exists (idempotent, race-safe). */
  issueForVerification(student: UserDoc, options: { now?: Date; amountMinor: number }): Promise<IssueResult>;
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
}

/**
 * The fields of the fee invoice of a student verified at `now` (`amountMinor`: the fee of the
 * student's cohort, tax inclusive): buyer, the rate of the day and the split the pricing policy
 * makes of the fee, seller, and the derived month, year and state flags. Stored as they are; never
 * worked out again.
 */
export function invoiceFields(student: UserDoc, seller: SellerConfig, now: Date, amountMinor: number) {
  const { ratePercent } = taxRateOn(now, TRAINING_FEE_SAC);
  const price = priceBreakdown({
    feeMinor: amountMinor,
    ratePercent,
    sellerState: seller.state,
    buyerState: student.state ?? null,
    buyerCountry: student.country ?? null,
  });
  const intra = price.intraState ? 1 : 0;
  return {
    userId: student._id,
    issuedAt: now,
    buyerName: student.name ?? null,
    buyerEmail: student.email,
    buyerState: student.state ?? null,
    buyerCountry: student.country ?? null,
    amountMinor: price.totalMinor,
    baseMinor: price.taxableMinor,
    cgstMinor: price.cgstMinor,
    sgstMinor: price.sgstMinor,
    igstMinor: price.igstMinor,
    taxMinor: price.taxMinor,
    ratePercent,
    currency: DEFAULT_CURRENCY,
    description: TRAINING_FEE_DESCRIPTION,
    payment: gatewayPaymentOf(student),
    sac: TRAINING_FEE_SAC,
    seller: { name: seller.name, address: seller.address, gstin: seller.gstin, state: seller.state, stateCode: seller.stateCode },
    month: istMonth(now),
    financialYear: financialYear(now),
    intraState: intra,
    interState: 1 - intra,
    status: 'ISSUED' as const,
  };
}

/** The Razorpay payment kept on the student (features/payment-gateway), as the invoice records it. */
function gatewayPaymentOf(student: UserDoc): InvoicePayment | null {
  const p = (student as { gatewayPayment?: { paymentId?: string; method?: string | null; bankReference?: string | null } | null })
    .gatewayPayment;
  return p?.paymentId ? { paymentId: p.paymentId, method: p.method ?? null, bankReference: p.bankReference ?? null } : null;
}

/** The idempotency key of the credit note of an invoice (one each). */
export function creditNoteKey(invoiceId: Types.ObjectId | string): string {
  return `credit-note:${String(invoiceId)}`;
}

/** The idempotency key of a student's `round`-th fee verification (one invoice each). */
export function verificationKey(userId: Types.ObjectId | string, round: number): string {
  return `fee-verification:${String(userId)}:${round}`;
}

/** What an insert stores besides the number: an invoice's fields, and for a credit note the invoice it reverses. */
type DocumentFields = ReturnType<typeof invoiceFields> &
  Partial<Pick<InvoiceDoc, 'originalInvoiceId' | 'originalInvoiceNumber' | 'originalIssuedAt' | 'reason'>>;

type Variant = 'issued' | 'cancelled';
const FILE_FIELDS = {
  issued: { id: 'fileId', sha: 'fileSha256' },
  cancelled: { id: 'cancelledFileId', sha: 'cancelledFileSha256' },
} as const;

export function createInvoiceRepository(deps: {
  models: Models;
  files: FileStore;
  pdf: PdfRenderer;
  seller: SellerConfig;
  log?: { warn(obj: unknown, msg: string): void };
}): InvoiceRepository {
  const { models, files, pdf, seller } = deps;
  const { Invoice } = models;
  /** Renders in flight, so concurrent readers of one invoice draw it once per process. */
  const drawing = new Map<string, Promise<Buffer>>();
  /**
   * Number-taking queued per financial year inside this process: racers of one process take
   * turns instead of colliding on the unique index (which still decides between processes).
   */
  const oneAtATime = keyedQueue();

  function render(inv: InvoiceDoc, variant: Variant): Promise<Buffer> {
    return pdf.render(
      invoiceDocument({
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
        signedBy: pdf.signer.name,
      }),
    );
  }

  /**
   * The stored PDF of one variant, drawn and stored first when missing. Of two processes drawing
   * at once, the conditional update keeps one file and the other deletes its own.
   */
  async function fileOf(inv: InvoiceDoc, variant: Variant): Promise<Buffer> {
    const field = FILE_FIELDS[variant];
    const storedId = inv[field.id];
    if (storedId) {
      const stored = await files.read('invoices', storedId);
      if (stored) return stored.bytes;
    }
    const key = `${String(inv._id)}:${variant}`;
    let pending = drawing.get(key);
    if (!pending) {
      pending = (async () => {
        const bytes = await render(inv, variant);
        const file = await files.put('invoices', String(inv.userId), bytes, 'application/pdf', invoicePdfName(inv));
        const res = await Invoice.updateOne(
          { _id: inv._id, [field.id]: storedId ?? null },
          { $set: { [field.id]: file.id, [field.sha]: file.sha256 } },
        );
        if (res.modifiedCount === 1) return bytes;
        await files.remove('invoices', file.id);
        const winner = await Invoice.findById(inv._id).lean<InvoiceDoc>();
        const winnerId = winner?.[field.id];
        const stored = winnerId ? await files.read('invoices', winnerId) : null;
        return stored?.bytes ?? bytes;
      })().finally(() => drawing.delete(key));
      drawing.set(key, pending);
    }
    return pending;
  }

  /** The PDF of a document just inserted; a failure leaves the document standing (its PDF is drawn when first opened). */
  async function drawNew(doc: InvoiceDoc): Promise<Buffer | null> {
    try {
      return await fileOf(doc, 'issued');
    } catch (err) {
      deps.log?.warn({ err, invoiceNumber: doc.invoiceNumber }, 'document PDF could not be drawn now');
      return null;
    }
  }

  async function issueForVerification(
    student: UserDoc,
    { now = new Date(), amountMinor }: { now?: Date; amountMinor: number },
  ): Promise<IssueResult> {
    const current = await Invoice.findOne({ userId: student._id, ...OPEN_INVOICE })
      .sort({ issuedAt: -1 })
      .lean<InvoiceDoc>();
    if (current) return { invoice: current, created: false, pdf: null };

    // Every earlier verification of this student ended in a credit note (or, before credit notes, a
    // cancelled invoice), so the key repeats for every racer of one verification and changes only
    // after an Unverify. (Counting all invoices would let a racer that reads after the winner's
    // insert pick a new key.)
    const round =
      (await Invoice.countDocuments({ userId: student._id, $or: [{ status: 'CANCELLED' }, { documentType: 'CREDIT_NOTE' }] })) + 1;
    const fields = invoiceFields(student, seller, now, amountMinor);
    const inserted = await insertNumbered('INVOICE', fields, verificationKey(student._id, round));
    if (!inserted.created) return { invoice: inserted.invoice, created: false, pdf: null };
    return { invoice: inserted.invoice, created: true, pdf: await drawNew(inserted.invoice) };
  }

  /**
   * Read the series' highest seq of the year, insert seq + 1; on a duplicate either our document was
   * issued elsewhere (its idempotency key) or another took the number and we try the next one.
   * Racers of one process take turns per series and year; the unique index decides between processes.
   */
  function insertNumbered(
    documentType: InvoiceDocumentType,
    fields: DocumentFields,
    idempotencyKey: string,
  ): Promise<{ invoice: InvoiceDoc; created: boolean }> {
    return oneAtATime(`number:${documentType}:${fields.financialYear}`, async () => {
      for (let attempt = 1; ; attempt++) {
        const last = await Invoice.findOne({ documentType, financialYear: fields.financialYear }, { seq: 1 })
          .sort({ seq: -1 })
          .lean<{ seq: number }>();
        const seq = (last?.seq ?? 0) + 1;
        try {
          const doc = await Invoice.create({
            ...fields,
            documentType,
            seq,
            invoiceNumber: formatDocumentNumber(documentType, fields.financialYear, seq),
            idempotencyKey,
          });
          return { invoice: doc.toObject() as InvoiceDoc, created: true };
        } catch (err) {
          if (!isDuplicateKeyError(err)) throw err;
          const issued = await Invoice.findOne({ idempotencyKey }).lean<InvoiceDoc>();
          if (issued) return { invoice: issued, created: false };
          if (attempt >= MAX_ISSUE_ATTEMPTS) throw err;
          // Another process took this number: try the next one after a short random pause.
          await sleep(Math.floor(Math.random() * Math.min(50, 2 * attempt)));
        }
      }
    });
  }

  /** A credit note against `invoice` for `amounts` (refundSplit): same buyer, seller, line and rate, dated `now`. */
  function creditNoteFields(invoice: InvoiceDoc, amounts: PriceBreakdown, now: Date, reason: string): DocumentFields {
    return {
      userId: invoice.userId,
      buyerName: invoice.buyerName ?? null,
      buyerEmail: invoice.buyerEmail ?? '',
      buyerState: invoice.buyerState ?? null,
      buyerCountry: invoice.buyerCountry ?? null,
      amountMinor: amounts.totalMinor,
      baseMinor: amounts.taxableMinor,
      cgstMinor: amounts.cgstMinor,
      sgstMinor: amounts.sgstMinor,
      igstMinor: amounts.igstMinor,
      taxMinor: amounts.taxMinor,
      ratePercent: invoice.ratePercent,
      currency: invoice.currency,
      description: invoice.description ?? TRAINING_FEE_DESCRIPTION,
      // The payment the credit note reverses, for the CA's CSV.
      payment: (invoice.payment as InvoicePayment | null | undefined) ?? null,
      sac: invoice.sac,
      seller: invoice.seller as InvoiceDocumentData['seller'],
      intraState: invoice.intraState as 0 | 1,
      interState: invoice.interState as 0 | 1,
      issuedAt: now,
      month: istMonth(now),
      financialYear: financialYear(now),
      status: 'ISSUED' as const,
      originalInvoiceId: invoice._id,
      originalInvoiceNumber: invoice.invoiceNumber,
      originalIssuedAt: invoice.issuedAt,
      reason,
    };
  }

  async function creditOpen(studentId: Types.ObjectId | string, { now = new Date(), reason = FEE_UNVERIFIED_REASON } = {}) {
    const userId = new Types.ObjectId(String(studentId));
    const open = await Invoice.find({ userId, ...OPEN_INVOICE })
      .sort({ seq: 1 })
      .lean<InvoiceDoc[]>();
    const notes: InvoiceDoc[] = [];
    for (const invoice of open) {
      // What is left of it: all of it, or what partial refunds left (the last note takes the remainder to the paisa).
      const refundable = refundableOf([invoice, ...(await creditNotesOf(invoice))]);
      const existing = await Invoice.findOne({ idempotencyKey: creditNoteKey(invoice._id) }).lean<InvoiceDoc>();
      const amounts = existing ? null : refundable ? refundSplit(refundable, refundable.leftMinor) : null;
      if (!existing && !amounts) continue;
      const fields = amounts ? creditNoteFields(invoice, amounts, now, reason) : null;
      const { invoice: note, created } = fields
        ? await insertNumbered('CREDIT_NOTE', fields, creditNoteKey(invoice._id))
        : { invoice: existing!, created: false };
      // The mark tells later verifications that this invoice no longer counts (the credit note decides; the mark follows it).
      await Invoice.updateOne(
        { _id: invoice._id, creditNoteId: null },
        { $set: { creditNoteId: note._id, creditNoteNumber: note.invoiceNumber, creditedAt: note.issuedAt } },
      );
      if (created) await drawNew(note);
      notes.push(note);
    }
    return notes;
  }

  /** The credit notes issued against `invoice`, in number order. */
  function creditNotesOf(invoice: Pick<InvoiceDoc, '_id'>): Promise<InvoiceDoc[]> {
    return Invoice.find({ documentType: 'CREDIT_NOTE', originalInvoiceId: invoice._id }).sort({ seq: 1 }).lean<InvoiceDoc[]>();
  }

  async function creditPart(
    invoiceId: Types.ObjectId,
    { amountMinor, now, reason, key }: { amountMinor: number; now: Date; reason: string; key: string },
  ): Promise<InvoiceDoc> {
    const issued = await Invoice.findOne({ idempotencyKey: key }).lean<InvoiceDoc>();
    if (issued) return issued;
    const invoice = await Invoice.findOne({ _id: invoiceId, ...OPEN_INVOICE }).lean<InvoiceDoc>();
    const refundable = invoice ? refundableOf([invoice, ...(await creditNotesOf(invoice))]) : null;
    if (!invoice || !refundable) throw new RangeError(`invoice ${String(invoiceId)} has nothing left to refund`);
    if (amountMinor >= refundable.leftMinor) throw new RangeError('a refund of all that is left reverses the invoice (creditOpen)');
    const fields = creditNoteFields(invoice, refundSplit(refundable, amountMinor), now, reason);
    const { invoice: note, created } = await insertNumbered('CREDIT_NOTE', fields, key);
    if (created) await drawNew(note);
    return note;
  }

  return {
    issueForVerification,
    creditOpen,
    creditPart,
    async refundableOf(studentId) {
      const userId = new Types.ObjectId(String(studentId));
      const open = await Invoice.find({ userId, ...OPEN_INVOICE }).lean<InvoiceDoc[]>();
      const notes = open.length
        ? await Invoice.find({ documentType: 'CREDIT_NOTE', originalInvoiceId: { $in: open.map((i) => i._id) } }).lean<InvoiceDoc[]>()
        : [];
      return refundableOf([...open, ...notes]);
    },
    async listForOwner(ownerId) {
      return Invoice.find({ userId: new Types.ObjectId(String(ownerId)) })
        .sort({ issuedAt: -1, _id: -1 })
        .lean<InvoiceDoc[]>();
    },
    async pdfOf(invoiceId, ownerId) {
      if (!isValidObjectId(invoiceId) || (ownerId !== undefined && !isValidObjectId(ownerId))) return null;
      const filter: Record<string, unknown> = { _id: new Types.ObjectId(invoiceId) };
      if (ownerId !== undefined) filter.userId = new Types.ObjectId(ownerId);
      const invoice = await Invoice.findOne(filter).lean<InvoiceDoc>();
      if (!invoice) return null;
      const bytes = await fileOf(invoice, invoice.status === 'CANCELLED' ? 'cancelled' : 'issued');
      return { invoice, bytes, fileName: invoicePdfName(invoice) };
    },
  };
}
