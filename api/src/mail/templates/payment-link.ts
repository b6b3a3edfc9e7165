import { FIRST_COHORT } from '@portal/domain/cohort';
import { MESSAGES } from '@portal/domain/messages';
import { formatMoneyGrouped } from '@portal/domain/money';
import { feeLabels } from '@portal/domain/pricing';
import { composeMail, greeting, screenUrl, type MailContext } from '../layout.ts';

export interface PaymentLinkMailData {
  name: string | null;
  url: string;
  /** True when an earlier link was replaced. */
  changed: boolean;
  /** The fee of the student's cohort (mails recorded before cohorts have none: the first cohort's). */
  amountMinor?: number;
}

/** Sent when an admin sets or changes a student's payment link. */
export function paymentLinkMail({ name, url, changed, amountMinor = FIRST_COHORT.feeMinor }: PaymentLinkMailData, context: MailContext) {
  return composeMail(changed ? 'Your training fee payment link has changed' : 'Your training fee payment link is ready', {
    greeting: greeting(name),
    paragraphs: [
      changed
        ? 'Your payment link for the training fee has been updated. Please use this new link:'
        : 'You can now pay the training fee with this link:',
      { href: url },
      `Amount: ${formatMoneyGrouped(amountMinor)} (${feeLabels(amountMinor).inclusive}).`,
      `${MESSAGES.paymentVerifyNote} After payment, allow 1-2 business hours for verification.`,
    ],
    footer: 'The link is also on the Pay Fee section of your dashboard.',
    action: { label: 'Open Pay Fee', url: screenUrl(context, '/student-main/pay') },
  });
}
