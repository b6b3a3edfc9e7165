import { composeMail, greeting, screenUrl, type MailContext } from '../layout.ts';

export interface EventRegisteredMailData {
  name: string | null;
  /** '16 Jan 2026' */
  dateLabel: string;
  /** '10:00 IST, Hall A, Bengaluru.' */
  detailsLabel: string;
}

/** To a student who registered for the Confluence event; the calendar file (.ics) is attached. */
export function eventRegisteredMail({ name, dateLabel, detailsLabel }: EventRegisteredMailData, context: MailContext) {
  return composeMail(`You are registered for Confluence on ${dateLabel}`, {
    greeting: greeting(name),
    highlight: 'Registered for Confluence',
    paragraphs: [
      `Your place at the annual Confluence event on ${dateLabel} is confirmed.`,
      detailsLabel,
      'The attached calendar file adds it to your calendar.',
    ],
    action: { label: 'See the event', url: screenUrl(context, '/student-main/confluence') },
  });
}
