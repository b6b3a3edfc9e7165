import { ID_REVIEW_TIME } from '@portal/domain/id-proof';
import { BRAND, composeMail, greeting, screenUrl, type MailContext } from '../layout.ts';

/** To the student when an admin moves a verified ID back to PENDING (Unverify). */
export function idProofPendingMail({ name }: { name: string | null }, context: MailContext) {
  return composeMail(`${BRAND}: your government ID is being reviewed again`, {
    greeting: greeting(name),
    highlight: 'ID back in review',
    paragraphs: [
      'An admin has moved your government ID back to PENDING for another review. Your dashboard shows step 1 as open until it is verified again.',
      `Reviews typically take ${ID_REVIEW_TIME}. You will receive an e-mail with the result.`,
      'Meanwhile you may correct your profile or upload a clearer copy of your ID.',
    ],
    action: { label: 'Open your dashboard', url: screenUrl(context, '/dashboard') },
  });
}
