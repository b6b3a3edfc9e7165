import { composeMail, greeting, screenUrl, type MailContext } from '../layout.ts';

export interface JobSlotCancelledMailData {
  name: string | null;
  company: string;
  role: string;
  startsLabel: string;
  reason: string;
}

/** To each student who had booked a slot an admin cancelled: they may book another. */
export function jobSlotCancelledMail({ name, company, role, startsLabel, reason }: JobSlotCancelledMailData, context: MailContext) {
  return composeMail(`Interview cancelled: ${company}, ${startsLabel}`, {
    greeting: greeting(name),
    highlight: 'Interview cancelled',
    paragraphs: [
      `Your interview with ${company} for the role of ${role} on ${startsLabel} has been cancelled. Reason: ${reason}`,
      'Please remove it from your calendar. You can book another open slot from the Jobs/PPO section of your dashboard.',
    ],
    action: { label: 'See open slots', url: screenUrl(context, '/student-main/jobs') },
  });
}
