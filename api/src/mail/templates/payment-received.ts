import { formatMoneyGrouped } from '@portal/domain/money';
import { paidByLabel } from '@portal/domain/payment-gateway';
import { composeMail, greeting, screenUrl, type MailContext } from '../layout.ts';

export interface PaymentReceivedMailData {
  name: string | null;
  amountMinor: number;
  paymentId: string;
  method: string | null;
  bankReference: string | null;
}

/** To the student once Razorpay confirms the payment of their link (before, or without, an admin's verification). */
export function paymentReceivedMail(
  { name, amountMinor, paymentId, method, bankReference }: PaymentReceivedMailData,
  context: MailContext,
) {
  return composeMail('We have received your training fee payment', {
    greeting: greeting(name),
    highlight: 'Payment received',
    paragraphs: [
      `Razorpay has confirmed your payment of ${formatMoneyGrouped(amountMinor)}. ${paidByLabel({ method, paymentId, bankReference })}.`,
      'Step 2 (Fee Paid) is done. Once the payment is verified, your GST tax invoice is e-mailed to you and is in the Fee Bill section of your dashboard.',
    ],
    action: { label: 'Open Pay Fee', url: screenUrl(context, '/student-main/pay') },
  });
}
