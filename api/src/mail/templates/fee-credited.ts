import { formatMoneyGrouped } from '@portal/domain/money';
import { composeMail, greeting, screenUrl, type MailContext } from '../layout.ts';

export interface FeeCreditedMailData {
  name: string | null;
  creditNoteNumber: string;
  invoiceNumber: string;
  amountMinor: number;
  currency: string;
}

/** Sent once per credit note when an admin removes a student's fee mark; the credit note PDF is attached. */
export function feeCreditedMail(
  { name, creditNoteNumber, invoiceNumber, amountMinor, currency }: FeeCreditedMailData,
  context: MailContext,
) {
  return composeMail(`Fee verification withdrawn - credit note ${creditNoteNumber}`, {
    greeting: greeting(name),
    paragraphs: [
      `The verification of your training fee has been withdrawn, so your tax invoice ${invoiceNumber} has been reversed by credit note ${creditNoteNumber} for ${formatMoneyGrouped(amountMinor, currency)}.`,
      'The credit note is attached to this e-mail and is always available in the Fee Bill section of your dashboard.',
      'If you have paid, please reply to this e-mail or contact the program team; a new tax invoice is issued when your fee is verified again.',
    ],
    action: { label: 'Open your Fee Bill', url: screenUrl(context, '/student-main/billing') },
  });
}
