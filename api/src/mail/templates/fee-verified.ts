import { formatMoneyGrouped } from '@portal/domain/money';
import { composeMail, greeting, screenUrl, type MailContext } from '../layout.ts';

export interface FeeVerifiedMailData {
  name: string | null;
  invoiceNumber: string;
  amountMinor: number;
  currency: string;
}

/** Sent once when an admin verifies a student's fee; the tax invoice PDF is attached. */
export function feeVerifiedMail({ name, invoiceNumber, amountMinor, currency }: FeeVerifiedMailData, context: MailContext) {
  return composeMail(`Fee verified - tax invoice ${invoiceNumber}`, {
    greeting: greeting(name),
    paragraphs: [
      `We have received and verified your training fee of ${formatMoneyGrouped(amountMinor, currency)}.`,
      `Your GST tax invoice ${invoiceNumber} is attached to this e-mail and is always available in the Fee Bill section of your dashboard.`,
      'Your next step is to choose your specialization.',
    ],
    action: { label: 'Open your Fee Bill', url: screenUrl(context, '/student-main/billing') },
  });
}
