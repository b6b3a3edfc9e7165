import { Schema, type InferSchemaType, type Types } from 'mongoose';
import { DEFAULT_CURRENCY } from '@portal/domain/constants';
import { INVOICE_DOCUMENT_TYPES, INVOICE_STATUSES } from '@portal/domain/fees';

const nullableString = { type: String, default: null };
const nullableDate = { type: Date, default: null };

/**
 * SPEC §3 invoice (a GST tax invoice) or a credit note against one (CGST Rule 53), with derived fields stored at write time for the
 * $match/$group-only statistics, and what the PDF needs to be drawn again the same way.
 *
 * Numbering (ARCHITECTURE "Data", gapless numbers): the insert hands out the number. `seq` is
 * unique within its series (documentType) and financial year, and `idempotencyKey` (the fee
 * verification an invoice belongs to, the invoice a credit note reverses) is unique, so racing
 * verifications end with one invoice and no gap. A credit note carries the same amounts as its
 * invoice, positive; the CA figures subtract them.
 *
 * Each document keeps the rate, SAC, description and amounts it was issued with (domain/pricing.ts
 * at its issue day): the PDF, the CSV and the returns print those, never today's rate.
 */
export const invoiceSchema = new Schema(
  {
    /** INVOICE (a tax invoice) or CREDIT_NOTE; documents stored before credit notes existed are invoices (a migration marks them). */
    documentType: { type: String, required: true, enum: INVOICE_DOCUMENT_TYPES, default: 'INVOICE' },
    /** "INV/25-26/00001" or "CN/25-26/00001": the series' prefix, financial year and seq (at most 16 characters). */
    invoiceNumber: { type: String, required: true, unique: true },
    seq: { type: Number, required: true },
    /** "fee-verification:<userId>:<round>": one invoice per verification of a student's fee; "credit-note:<invoiceId>": one credit note per invoice. */
    idempotencyKey: { type: String, required: true, unique: true },
    userId: { type: Schema.Types.ObjectId, required: true, index: true },
    issuedAt: { type: Date, required: true, index: true },
    buyerName: nullableString,
    buyerEmail: nullableString,
    buyerState: nullableString,
    buyerCountry: nullableString,
    amountMinor: { type: Number, required: true },
    baseMinor: { type: Number, required: true },
    cgstMinor: { type: Number, required: true, default: 0 },
    sgstMinor: { type: Number, required: true, default: 0 },
    igstMinor: { type: Number, required: true, default: 0 },
    /** cgst + sgst + igst */
    taxMinor: { type: Number, required: true },
    /** The GST rate in percent the amounts were worked out at (the rate table on the issue day; a credit note its invoice's). */
    ratePercent: { type: Number, required: true },
    currency: { type: String, required: true, default: DEFAULT_CURRENCY },
    description: nullableString,
    /** The payment a gateway (Razorpay) confirmed for this invoice: { paymentId, method, bankReference }; null when paid otherwise. */
    payment: { type: Schema.Types.Mixed, default: null },
    /** How a fee paid otherwise was paid, as the verifying admin recorded it (domain/fee-evidence.ts: method, reference, paidOn); null when not recorded. */
    paymentEvidence: { type: Schema.Types.Mixed, default: null },
    /** Services Accounting Code of the line. */
    sac: { type: String, required: true },
    /** The seller as configured when the invoice was issued (a later change of configuration does not rewrite it). */
    seller: {
      name: { type: String, required: true },
      address: { type: String, required: true },
      gstin: { type: String, required: true },
      state: { type: String, required: true },
      stateCode: { type: String, required: true },
    },
    /** "YYYY-MM" of issuedAt in Asia/Kolkata. */
    month: { type: String, required: true },
    /** "25-26": April-March financial year in Asia/Kolkata. */
    financialYear: { type: String, required: true },
    /** 1 for an intra-state (CGST+SGST) invoice, else 0; interState is its complement. Summed by the CA stats. */
    intraState: { type: Number, required: true, enum: [0, 1] },
    interState: { type: Number, required: true, enum: [0, 1] },
    status: { type: String, required: true, enum: INVOICE_STATUSES, default: 'ISSUED' },
    cancelledAt: nullableDate,
    /** GridFS ids (bucket "invoices") of the PDF as issued and, once cancelled, of the copy marked CANCELLED. */
    fileId: nullableString,
    fileSha256: nullableString,
    cancelledFileId: nullableString,
    cancelledFileSha256: nullableString,
    /** A credit note: the invoice it reverses (number and date as printed on it) and why. */
    originalInvoiceId: { type: Schema.Types.ObjectId, default: null },
    originalInvoiceNumber: nullableString,
    originalIssuedAt: nullableDate,
    reason: nullableString,
    /** An invoice reversed by a credit note: which one and when (the invoice itself stays ISSUED, unedited). */
    creditNoteId: { type: Schema.Types.ObjectId, default: null },
    creditNoteNumber: nullableString,
    creditedAt: nullableDate,
  },
  { collection: 'invoices', timestamps: true },
);
invoiceSchema.index({ documentType: 1, financialYear: 1, seq: 1 }, { unique: true });
// The CA views: statistics match {status, issuedAt range}; the list and the export sort by {issuedAt, _id}.
invoiceSchema.index({ status: 1, issuedAt: -1 });
invoiceSchema.index({ issuedAt: -1, _id: -1 });
invoiceSchema.index({ userId: 1, status: 1 });

export type InvoiceDoc = InferSchemaType<typeof invoiceSchema> & { _id: Types.ObjectId };
