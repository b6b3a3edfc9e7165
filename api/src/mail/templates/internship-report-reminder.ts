import { composeMail, greeting, screenUrl, type MailContext } from '../layout.ts';

export interface InternshipReportReminderMailData {
  name: string | null;
  week: number;
  dueLabel: string;
}

/** On the Friday of an internship week with no report yet, to the intern. */
export function internshipReportReminderMail({ name, week, dueLabel }: InternshipReportReminderMailData, context: MailContext) {
  return composeMail(`Your week ${week} report is due ${dueLabel}`, {
    greeting: greeting(name),
    highlight: 'Your weekly report is due on Sunday',
    paragraphs: [
      `Your mentor has no report for week ${week} of your internship yet. It is due ${dueLabel}; a later one is marked late.`,
      'Say what you did, what comes next, any blockers, your hours and links to your work.',
    ],
    action: { label: 'Write your report', url: screenUrl(context, '/student-main/internship') },
  });
}
