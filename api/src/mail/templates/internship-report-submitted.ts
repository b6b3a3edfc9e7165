import { composeMail, greeting, screenUrl, type MailContext } from '../layout.ts';

export interface InternshipReportSubmittedMailData {
  mentorName: string;
  internName: string | null;
  week: number;
  late: boolean;
}

/** To the mentor when an intern's weekly report arrives (first written, or written again after a request for changes). */
export function internshipReportSubmittedMail(
  { mentorName, internName, week, late }: InternshipReportSubmittedMailData,
  context: MailContext,
) {
  const who = internName ?? 'An intern';
  return composeMail(`${who}: week ${week} report to review`, {
    greeting: greeting(mentorName),
    highlight: 'A weekly report is waiting for your review',
    paragraphs: [
      `${who} sent the report of week ${week}${late ? ', after its due date' : ''}.`,
      'Accept it or ask for changes with a comment.',
    ],
    action: { label: 'Open your reviews', url: screenUrl(context, '/mentor') },
  });
}
