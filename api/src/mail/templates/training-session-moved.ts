import { composeMail, greeting, screenUrl, type MailContext } from '../layout.ts';

export interface TrainingSessionMovedMailData {
  name: string | null;
  number: number;
  fromLabel: string;
  toLabel: string;
  reason: string;
}

/** To each student of the batch when an admin moves one of its live sessions. */
export function trainingSessionMovedMail({ name, number, fromLabel, toLabel, reason }: TrainingSessionMovedMailData, context: MailContext) {
  return composeMail(`Session ${number} moved to ${toLabel}`, {
    greeting: greeting(name),
    highlight: 'Live session moved',
    paragraphs: [
      `Session ${number} of your training moves from ${fromLabel} to ${toLabel}. Reason: ${reason}`,
      'A calendar subscribed from the training page moves it by itself.',
    ],
    action: { label: 'See the schedule', url: screenUrl(context, '/student-main/training') },
  });
}
