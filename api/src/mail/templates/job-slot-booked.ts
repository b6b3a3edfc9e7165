import { composeMail, greeting, screenUrl, type MailContext } from '../layout.ts';

export interface JobSlotBookedMailData {
  name: string | null;
  company: string;
  role: string;
  startsLabel: string;
  durationMinutes: number;
  modeLabel: string;
  /** The meeting link or the address. */
  location: string;
}

/** To the student who booked a slot; the calendar file (.ics) is attached. */
export function jobSlotBookedMail(
  { name, company, role, startsLabel, durationMinutes, modeLabel, location }: JobSlotBookedMailData,
  context: MailContext,
) {
  return composeMail(`Interview booked: ${company}, ${startsLabel}`, {
    greeting: greeting(name),
    highlight: 'Interview booked',
    paragraphs: [
      `Your interview with ${company} for the role of ${role} is on ${startsLabel} and lasts ${durationMinutes} minutes.`,
      `${modeLabel}: ${location}`,
      'The attached calendar file adds it to your calendar. Please be ready five minutes early with your final offer letter at hand.',
    ],
    action: { label: 'See your interview', url: screenUrl(context, '/student-main/jobs') },
  });
}
