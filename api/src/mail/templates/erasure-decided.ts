import { BRAND, composeMail, screenUrl, type MailContext } from '../layout.ts';

/**
 * To the student when an admin answers their request to erase the account: approved (what is kept
 * and why) or refused with the admin's reason. No name: the mail may be sent after the erasure.
 */
export function erasureDecidedMail(
  { approved, reason, keptLines }: { approved: boolean; reason: string | null; keptLines: string[] },
  context: MailContext,
) {
  if (approved)
    return composeMail(`${BRAND}: your account is being erased`, {
      greeting: 'Hello,',
      highlight: 'Erasure approved',
      paragraphs: [
        'Your request to erase your account has been approved. Your name, phone, address, background, ID files, signature and letters are being erased, and every sign-in session has ended.',
        'What the law makes us keep:',
        ...keptLines,
        ...(reason ? [`Admin's note: ${reason}`] : []),
        'You may sign up again with this e-mail address at any time: you would start as a new student.',
      ],
      action: { label: 'Sign up as a new student', url: screenUrl(context, '/login') },
    });
  return composeMail(`${BRAND}: your erasure request was not approved`, {
    greeting: 'Hello,',
    highlight: 'Erasure refused',
    paragraphs: [
      'Your request to erase your account was not approved.',
      `Reason: ${reason ?? ''}`,
      'If you disagree, reply through Contact Us, or complain to the Data Protection Board of India.',
    ],
    action: { label: 'Open your profile', url: screenUrl(context, '/profile') },
  });
}
