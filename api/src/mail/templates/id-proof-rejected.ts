import { idRejectionHelp } from '@portal/domain/id-proof';
import { BRAND, composeMail, greeting, screenUrl, type MailContext } from '../layout.ts';

/** To the student when an admin rejects the Government ID: the reviewer's note and what to do. */
export function idProofRejectedMail({ name, note }: { name: string | null; note: string | null }, context: MailContext) {
  // The profile advice fits only a name mismatch or the admin's own note (domain's rule, as on the dashboard).
  const { advice, fixProfile } = idRejectionHelp(note);
  return composeMail(`${BRAND}: please upload your government ID again`, {
    greeting: greeting(name),
    highlight: 'ID not accepted',
    paragraphs: [
      'We could not verify the government ID you uploaded.',
      note ? `Reviewer's note: ${note}` : 'The reviewer did not leave a note.',
      ...(advice ? [advice] : []),
      fixProfile
        ? 'Sign in to your dashboard to fix your profile and upload the document again.'
        : 'Sign in to your dashboard and upload the document again.',
    ],
    action: { label: 'Upload your ID again', url: screenUrl(context, '/dashboard') },
  });
}
