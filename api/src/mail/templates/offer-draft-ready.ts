import { BRAND, composeMail, greeting, screenUrl, type MailContext } from '../layout.ts';

/** To the student when the draft offer letter is issued (the PDF is attached). */
export function offerDraftReadyMail({ name, specialization }: { name: string | null; specialization: string }, context: MailContext) {
  return composeMail(`${BRAND}: your internship offer letter is ready to sign`, {
    greeting: greeting(name),
    highlight: 'Offer letter issued',
    paragraphs: [
      `Your internship offer letter for ${specialization} is attached and waiting in your dashboard under Offer Letter.`,
      'Read it, then sign it from the dashboard to accept the offer. Your signature cannot be changed once it is finalized.',
    ],
    action: { label: 'Read and sign your letter', url: screenUrl(context, '/student-main/offer-letter') },
  });
}
