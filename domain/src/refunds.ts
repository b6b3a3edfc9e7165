/**
 * Refunds of the fee (the refund policy's promise): an admin records an amount up to what is left
 * unrefunded of the student's open invoice, a reason and the day it was paid back; a credit note
 * for that amount reverses GST in proportion (pricing.ts refundBreakdown). The API and the admin's
 * dialog both check a refund with these rules and say the same words.
 */
import { istDateLabel, isCalendarDay, istDay, istDayStart } from './calendar.ts';
import { formatRupees } from './money.ts';
import { printableText } from './printable-text.ts';
import { refundBreakdown, type DocumentAmounts, type PriceBreakdown } from './pricing.ts';

export const REFUND_REASON_MAX = 200;

export const REFUND_MESSAGES = {
  amountRequired: 'Enter the amount refunded, in rupees (e.g., 1000 or 1000.50).',
  amountPositive: 'The amount refunded must be more than zero.',
  amountPaise: 'The amount refunded can have at most two decimals (paise).',
  amountOver: (leftMinor: number) => `The refund can be at most ${formatRupees(leftMinor)}: what is left unrefunded of the invoice.`,
  reasonRequired: 'Enter the reason for the refund.',
  reasonTooLong: `The reason can be at most ${REFUND_REASON_MAX} characters.`,
  reasonNotPrintable:
    'The reason is printed on the credit note: use letters, digits and punctuation, without control, direction or invisible characters, emoji or symbols.',
  dateRequired: 'Enter the date the refund was paid (YYYY-MM-DD).',
  dateFuture: 'The refund date cannot be in the future.',
  dateBeforeInvoice: (invoiceDay: string) =>
    `The refund date cannot be before the invoice date (${istDateLabel(istDayStart(invoiceDay) ?? new Date(invoiceDay))}).`,
  noInvoice: 'This student has no issued invoice left to refund (verify the fee first, or it is already refunded in full).',
} as const;

/** The fields of an invoice or credit note (a stored document or its view) the refund rules read. */
export interface RefundableDoc {
  documentType?: string | null;
  invoiceNumber: string;
  status: string;
  issuedAt: Date | string;
  amountMinor: number;
  cgstMinor: number;
  sgstMinor: number;
  igstMinor: number;
  ratePercent: number;
  /** On an invoice: the credit note that reversed what was left of it (then nothing is refundable). */
  creditNoteNumber?: string | null;
  /** On a credit note: the invoice it credits. */
  originalInvoiceNumber?: string | null;
}

export interface Refundable<T extends RefundableDoc> {
  invoice: T;
  /** The credit notes already issued against it. */
  earlier: T[];
  leftMinor: number;
  /** The invoice's day (India time), the earliest a refund can be dated. */
  invoiceDay: string;
}

const taxOf = (d: RefundableDoc) => d.cgstMinor + d.sgstMinor + d.igstMinor;
const amountsOf = (d: RefundableDoc): DocumentAmounts => ({
  totalMinor: d.amountMinor,
  taxableMinor: d.amountMinor - taxOf(d),
  cgstMinor: d.cgstMinor,
  sgstMinor: d.sgstMinor,
  igstMinor: d.igstMinor,
});

/** The student's open invoice (issued, not reversed in full) with its credit notes and what is left of it; null when none. */
export function refundableOf<T extends RefundableDoc>(docs: readonly T[]): Refundable<T> | null {
  const invoice = docs
    .filter((d) => (d.documentType ?? 'INVOICE') === 'INVOICE' && d.status === 'ISSUED' && !d.creditNoteNumber)
    .sort((a, b) => new Date(b.issuedAt).getTime() - new Date(a.issuedAt).getTime())[0];
  if (!invoice) return null;
  const earlier = docs.filter((d) => d.documentType === 'CREDIT_NOTE' && d.originalInvoiceNumber === invoice.invoiceNumber);
  const leftMinor = invoice.amountMinor - earlier.reduce((sum, n) => sum + n.amountMinor, 0);
  if (leftMinor <= 0) return null;
  return { invoice, earlier, leftMinor, invoiceDay: istDay(new Date(invoice.issuedAt)) };
}

/** The credit note a refund of `amountMinor` against the refundable invoice issues: its taxable value and each tax. */
export function refundSplit(refundable: Refundable<RefundableDoc>, amountMinor: number): PriceBreakdown {
  const { invoice, earlier } = refundable;
  return refundBreakdown(
    { ...amountsOf(invoice), ratePercent: invoice.ratePercent, intraState: invoice.igstMinor === 0 && taxOf(invoice) > 0 },
    amountMinor,
    earlier.map(amountsOf),
  );
}

/** Rupees typed in a form ("1000", "1,000.50") as paise; null when it is not an amount. */
export function rupeesToMinor(text: string): number | null {
  const clean = text.replace(/[,\s₹]/g, '');
  if (!/^\d+(\.\d+)?$/.test(clean)) return null;
  const [whole, fraction = ''] = clean.split('.');
  if (fraction.length > 2) return Number.NaN;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** The reason as the credit note prints it (the printable-text rule's form of a valid reason). */
export function refundReasonOf(reason: string): string {
  return printableText(reason) ?? '';
}

export interface RefundInput {
  amountMinor: number | null;
  reason: string;
  /** YYYY-MM-DD, the day the money was paid back. */
  refundedOn: string;
}

export type RefundField = 'amount' | 'reason' | 'refundedOn';

/**
 * What is wrong with a refund, field by field (empty when nothing): `today` is the India-time day now;
 * with the refundable invoice known, the amount is checked against what is left and the date against its day.
 */
export function refundProblems(
  { amountMinor, reason, refundedOn }: RefundInput,
  { today, refundable }: { today: string; refundable?: Pick<Refundable<RefundableDoc>, 'leftMinor' | 'invoiceDay'> | null },
): Partial<Record<RefundField, string>> {
  const problems: Partial<Record<RefundField, string>> = {};
  if (amountMinor === null) problems.amount = REFUND_MESSAGES.amountRequired;
  else if (Number.isNaN(amountMinor) || !Number.isSafeInteger(amountMinor)) problems.amount = REFUND_MESSAGES.amountPaise;
  else if (amountMinor <= 0) problems.amount = REFUND_MESSAGES.amountPositive;
  else if (refundable && amountMinor > refundable.leftMinor) problems.amount = REFUND_MESSAGES.amountOver(refundable.leftMinor);
  const why = printableText(reason);
  if (why === null) problems.reason = REFUND_MESSAGES.reasonNotPrintable;
  else if (!why) problems.reason = REFUND_MESSAGES.reasonRequired;
  else if (why.length > REFUND_REASON_MAX) problems.reason = REFUND_MESSAGES.reasonTooLong;
  if (!isCalendarDay(refundedOn)) problems.refundedOn = REFUND_MESSAGES.dateRequired;
  else if (refundedOn > today) problems.refundedOn = REFUND_MESSAGES.dateFuture;
  else if (refundable && refundedOn < refundable.invoiceDay) problems.refundedOn = REFUND_MESSAGES.dateBeforeInvoice(refundable.invoiceDay);
  return problems;
}
