import { formatMoneyGrouped } from '@portal/domain/money';
import { paidByLabel } from '@portal/domain/payment-gateway';
import { composeMail, screenUrl, type MailContext } from '../layout.ts';

export interface PaymentReceivedAdminMailData {
  studentName: string | null;
  studentEmail: string;
  studentId: string;
  amountMinor: number;
  paymentId: string;
  method: string | null;
  bankReference: string | null;
}

/** To every admin when Razorpay confirms a student's payment: the fee is paid and waits for verification (unless verified automatically). */
export function paymentReceivedAdminMail(d: PaymentReceivedAdminMailData, context: MailContext) {
  const who = d.studentName ? `${d.studentName} (${d.studentEmail})` : d.studentEmail;
  return composeMail(`Fee paid through Razorpay: ${d.studentEmail}`, {
    paragraphs: [
      `${who} has paid ${formatMoneyGrouped(d.amountMinor)}. ${paidByLabel(d)}.`,
      'The payment is recorded on the student and step 2 is done. Verify the fee to issue the invoice (unless FEE_AUTO_VERIFY has verified it already).',
    ],
    action: { label: 'Open the student', url: screenUrl(context, `/admin/students/${d.studentId}`) },
  });
}
