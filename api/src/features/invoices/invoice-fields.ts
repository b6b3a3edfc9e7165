/**
 * What an invoice and a credit note store (besides their number): worked out once when they are
 * issued, stored as they are and never worked out again (the PDF, the CSV and the returns print them).
 */
import type { Types } from 'mongoose';
import { TRAINING_FEE_DESCRIPTION, TRAINING_FEE_SAC, DEFAULT_CURRENCY } from '@portal/domain/constants';
import { financialYear, istMonth } from '@portal/domain/calendar';
import { priceBreakdown, taxRateOn, type PriceBreakdown } from '@portal/domain/pricing';
import { refundableOf, refundSplit, type RefundableDoc } from '@portal/domain/refunds';
import type { FeeEvidence } from '@portal/domain/fee-evidence';
import type { SellerConfig } from '../../config.ts';
import type { InvoiceDocumentData, InvoicePayment } from '../../documents/invoice.ts';
import type { InvoiceDoc, UserDoc } from '../../lib/models.ts';

/** Why a credit note is issued when an admin removes the fee mark (printed on it and shown in the lists). */
export const FEE_UNVERIFIED_REASON = 'Fee verification withdrawn by the program (fee mark removed)';

/**
 * The fields of the fee invoice of a student verified at `now` (`amountMinor`: the fee of the
 * student's cohort, tax inclusive): buyer, the rate of the day and the split the pricing policy
 * makes of the fee, seller, the payment (Razorpay's, or the evidence the admin recorded), and the
 * derived month, year and state flags.
 */
export function invoiceFields(student: UserDoc, seller: SellerConfig, now: Date, amountMinor: number, evidence: FeeEvidence | null = null) {
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
    paymentEvidence: evidence,
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

/** What an insert stores besides the number: an invoice's fields, and for a credit note the invoice it reverses. */
export type DocumentFields = ReturnType<typeof invoiceFields> &
  Partial<Pick<InvoiceDoc, 'originalInvoiceId' | 'originalInvoiceNumber' | 'originalIssuedAt' | 'reason'>>;

/** The invoice a credit note is written against: what it copies of it. */
export type CreditedInvoice = RefundableDoc &
  Pick<
    InvoiceDoc,
    | 'userId'
    | 'buyerName'
    | 'buyerState'
    | 'buyerCountry'
    | 'currency'
    | 'description'
    | 'payment'
    | 'sac'
    | 'seller'
    | 'intraState'
    | 'interState'
  > & { _id: Types.ObjectId; issuedAt: Date; buyerEmail?: string | null };

/** A credit note against `invoice` for `amounts` (refundSplit): same buyer, seller, line and rate, dated `now`. */
export function creditNoteFields(invoice: CreditedInvoice, amounts: PriceBreakdown, now: Date, reason: string): DocumentFields {
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
    paymentEvidence: null,
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

/**
 * The credit note that reverses what is left of `invoice` after its `earlier` credit notes (all of
 * it, or what partial refunds left: it takes the remainder to the paisa); null when nothing is left.
 */
export function reversalFields<T extends CreditedInvoice>(
  invoice: T,
  earlier: readonly T[],
  now: Date,
  reason: string,
): DocumentFields | null {
  const refundable = refundableOf([invoice, ...earlier]);
  return refundable ? creditNoteFields(invoice, refundSplit(refundable, refundable.leftMinor), now, reason) : null;
}
