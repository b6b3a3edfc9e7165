import { BRAND, composeMail, greeting, screenUrl, type MailContext } from '../layout.ts';

/** To the student when an admin approves the Government ID. */
export interface IdProofApprovedMailData {
  name: string | null;
  studentId: string | null;
  /** Whether the student's payment link is assigned already (mails recorded before this was known: unknown). */
  paymentLinkAssigned?: boolean;
}

/** What comes next for a student whose ID was just verified, in the state they are actually in. */
function nextStep(paymentLinkAssigned: boolean | undefined): string {
  if (paymentLinkAssigned === true)
    return 'Next step: pay the training fee with the payment link in the Pay Fee section of your dashboard.';
  if (paymentLinkAssigned === false)
    return 'Next step: the program team assigns your payment link, usually within a business day; we e-mail you as soon as it is ready.';
  return 'Next step: pay the training fee from the Pay Fee section of your dashboard once your payment link is there.';
}

export function idProofApprovedMail({ name, studentId, paymentLinkAssigned }: IdProofApprovedMailData, context: MailContext) {
  return composeMail(`${BRAND}: your government ID is verified`, {
    greeting: greeting(name),
    highlight: 'ID verified',
    paragraphs: [
      'Your government ID has been verified. Step 1 of your journey is done and your full student dashboard is open.',
      nextStep(paymentLinkAssigned),
      'Your name, country and state are now locked. If any of them is wrong, contact support with your Student ID' +
        `${studentId ? ` (${studentId})` : ''}.`,
    ],
    action: { label: 'Open your dashboard', url: screenUrl(context, '/dashboard') },
  });
}
