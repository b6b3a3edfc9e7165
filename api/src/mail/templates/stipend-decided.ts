import { composeMail, greeting, screenUrl, type MailContext } from '../layout.ts';

export interface StipendDecidedMailData {
  name: string | null;
  /** '₹10,000.00' */
  amount: string;
}

/** To the intern when their stipend is decided, with the signed stipend letter attached. */
export function stipendDecidedMail({ name, amount }: StipendDecidedMailData, context: MailContext) {
  return composeMail('Your internship stipend', {
    greeting: greeting(name),
    highlight: `Stipend: ${amount}`,
    paragraphs: [
      `Your internship stipend has been decided under your cohort's published criteria: ${amount}. Your signed stipend letter is attached.`,
      'The stipend is paid by bank transfer; your internship page shows the payment once it is made.',
    ],
    action: { label: 'Open your internship', url: screenUrl(context, '/student-main/internship') },
  });
}
