import { composeMail, greeting, screenUrl, type MailContext } from '../layout.ts';

export interface TrainingSessionCancelledMailData {
  name: string | null;
  number: number;
  startsLabel: string;
  reason: string;
}

/** To each student of the batch when an admin cancels one of its live sessions. */
export function trainingSessionCancelledMail(
  { name, number, startsLabel, reason }: TrainingSessionCancelledMailData,
  context: MailContext,
) {
  return composeMail(`Session ${number} cancelled: ${startsLabel}`, {
    greeting: greeting(name),
    highlight: 'Live session cancelled',
    paragraphs: [
      `Session ${number} of your training, on ${startsLabel}, has been cancelled. Reason: ${reason}`,
      'It does not count towards your attendance. A calendar subscribed from the training page shows it as cancelled.',
    ],
    action: { label: 'See the schedule', url: screenUrl(context, '/student-main/training') },
  });
}
