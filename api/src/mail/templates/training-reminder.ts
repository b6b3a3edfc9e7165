import { JOIN_OPENS_BEFORE_MINUTES } from '@portal/domain/training';
import { composeMail, greeting, screenUrl, type MailContext } from '../layout.ts';

export interface TrainingReminderMailData {
  name: string | null;
  number: number;
  startsLabel: string;
  topic: string | null;
}

/** An hour before a live session, to each student of the batch who asked for reminders. */
export function trainingReminderMail({ name, number, startsLabel, topic }: TrainingReminderMailData, context: MailContext) {
  return composeMail(`Session ${number} starts at ${startsLabel}`, {
    greeting: greeting(name),
    highlight: 'Your live session starts in an hour',
    paragraphs: [
      `Session ${number}${topic ? ` (${topic})` : ''} of your training starts at ${startsLabel}.`,
      `Join from the training page: it opens ${JOIN_OPENS_BEFORE_MINUTES} minutes before the start and records your attendance.`,
    ],
    action: { label: 'Open the training page', url: screenUrl(context, '/student-main/training') },
  });
}
