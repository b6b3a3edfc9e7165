import { composeMail, greeting, screenUrl, type MailContext } from '../layout.ts';

export interface JobSlotOpenMailData {
  name: string | null;
  company: string;
  role: string;
  /** '12 Jan 2026, 10:30 IST' */
  startsLabel: string;
  modeLabel: string;
}

/** To each eligible student (final letter issued, the slot's specialization) once when a slot is published. */
export function jobSlotOpenMail({ name, company, role, startsLabel, modeLabel }: JobSlotOpenMailData, context: MailContext) {
  return composeMail(`Interview slot open: ${company}, ${role}`, {
    greeting: greeting(name),
    highlight: 'Interview slots are open',
    paragraphs: [
      `${company} interviews for the role of ${role} on ${startsLabel} (${modeLabel}).`,
      'Seats are limited and taken first come, first served. Book a slot from the Jobs/PPO section of your dashboard.',
    ],
    action: { label: 'Book an interview slot', url: screenUrl(context, '/student-main/jobs') },
  });
}
