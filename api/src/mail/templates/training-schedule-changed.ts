import { composeMail, greeting, screenUrl, type MailContext } from '../layout.ts';

export interface TrainingScheduleChangedMailData {
  name: string | null;
  /** One sentence per session whose day or times changed, in calendar order. */
  changes: string[];
}

/** To each student of a batch, once, when the cohort's session time, length or holidays change its sessions to come. */
export function trainingScheduleChangedMail({ name, changes }: TrainingScheduleChangedMailData, context: MailContext) {
  return composeMail('Your training schedule has changed', {
    greeting: greeting(name),
    highlight: 'Live sessions changed',
    paragraphs: [
      'The schedule of your live sessions has changed:',
      ...changes,
      'A calendar subscribed from the training page follows by itself.',
    ],
    action: { label: 'See the schedule', url: screenUrl(context, '/student-main/training') },
  });
}
