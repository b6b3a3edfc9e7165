import { istDateLabel, istDayStart } from '@portal/domain/calendar';
import { formatMoneyGrouped } from '@portal/domain/money';
import { composeMail, greeting, screenUrl, type MailContext } from '../layout.ts';

export interface FeeRefundedMailData {
  name: string | null;
  creditNoteNumber: string;
  invoiceNumber: string;
  amountMinor: number;
  currency: string;
  /** YYYY-MM-DD: the day the refund was paid. */
  refundedOn: string;
  /** True when the refund was all that was left of the invoice (the fee is no longer verified). */
  full: boolean;
}

/** Sent once per credit note a refund issues; the credit note PDF is attached. */
export function feeRefundedMail(
  { name, creditNoteNumber, invoiceNumber, amountMinor, currency, refundedOn, full }: FeeRefundedMailData,
  context: MailContext,
) {
  const amount = formatMoneyGrouped(amountMinor, currency);
  const day = istDateLabel(istDayStart(refundedOn) ?? new Date());
  return composeMail(`Refund of ${amount} - credit note ${creditNoteNumber}`, {
    greeting: greeting(name),
    paragraphs: [
      `A refund of ${amount} of your training fee was paid on ${day}. Credit note ${creditNoteNumber} against your tax invoice ${invoiceNumber} records it, with the GST on that amount reversed.`,
      full
        ? 'This refunds the rest of your fee, so your fee is no longer marked as verified.'
        : 'Your fee stays verified; the rest of your invoice is unchanged.',
      'The credit note is attached to this e-mail and is always available in the Fee Bill section of your dashboard.',
    ],
    action: { label: 'Open your Fee Bill', url: screenUrl(context, '/student-main/billing') },
  });
}
