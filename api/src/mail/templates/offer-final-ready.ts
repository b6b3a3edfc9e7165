import { BRAND, composeMail, greeting, screenUrl, type MailContext } from '../layout.ts';

/** To the student when the signed final offer letter is issued (the PDF is attached). */
export function offerFinalReadyMail({ name, specialization }: { name: string | null; specialization: string }, context: MailContext) {
  return composeMail(`${BRAND}: your signed internship offer letter`, {
    greeting: greeting(name),
    highlight: 'Final letter issued',
    paragraphs: [
      `Your signed internship offer letter for ${specialization} is attached. It carries both signatures and a last page recording when and how you signed.`,
      'You can view and download it any time from your dashboard under Final Offer Letter.',
    ],
    action: { label: 'Open your final letter', url: screenUrl(context, '/student-main/final-offer-letter') },
  });
}
